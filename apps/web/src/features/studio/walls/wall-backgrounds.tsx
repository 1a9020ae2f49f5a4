import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, selectedWallAfterDelete, type WallBackground } from '@wallart/shared';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Icon, type IconProps } from '../../../components/ui/icon';
import { onDemand } from '../../../components/ui/on-demand';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSharedText } from '../../../lib/shared-text';
import { useDeleteWallMutation } from '../api/walls-api';
import { useWallBackgrounds } from './use-wall-backgrounds';

// Their code (the photo's measuring view and corner finder among it) loads the first time one opens.
const AddWallDialog = onDemand(async () => (await import('./add-wall-dialog')).AddWallDialog, (props) => props.open);
const EditWallDialog = onDemand(async () => (await import('./edit-wall-dialog')).EditWallDialog, () => true);

const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
const PencilIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m4 20 4.5-1 10-10a2.1 2.1 0 0 0-3-3l-10 10z" />
    <path d="m13.5 7.5 3 3" />
  </Icon>
);

const CameraIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);

/** How long the delete-failure notice stays (docs/product/messages.md#walls-and-designs: 3 s). */
const DELETE_ERROR_MS = 3000;

export interface WallBackgroundsProps {
  /** The chosen wall's id; null picks the first wall once the list is loaded. */
  selectedId: string | null;
  onSelect: (wall: WallBackground) => void;
}


/**
 * The wall background picker of docs/product/visualizer.md#wall-backgrounds: the four defaults then the user's walls, four
 * thumbnails per row. Signed-in users get 'Add Wall' (the upload dialog; the new wall is appended
 * and selected) and may rename, set the width of and delete their own walls, never the defaults.
 * After a delete the selection follows docs/product/visualizer.md#wall-backgrounds: back to the first wall if the deleted one was
 * selected, one down if it came after it.
 */
export function WallBackgrounds({ selectedId, onSelect }: WallBackgroundsProps) {
  const { t } = useLingui();
  const ts = useSharedText();
  const wide = (widthInches: number) => {
    const inches = Math.round(widthInches);
    return t`${inches} in wide`;
  };
  const editLabel = (name: string) => t`Edit ${name}`;
  const { walls, isLoading, failed, signedIn } = useWallBackgrounds();
  const [adding, setAdding] = useState(false);
  const [taken, setTaken] = useState<File | null>(null);
  const [editing, setEditing] = useState<WallBackground | null>(null);
  const [deleteError, setDeleteError] = useState(false);
  const [deleteWall, { isLoading: deleting }] = useDeleteWallMutation();

  const first = walls[0];
  useEffect(() => {
    if (selectedId === null && first) onSelect(first);
  }, [selectedId, first, onSelect]);

  useEffect(() => {
    if (!deleteError) return;
    const timer = setTimeout(() => setDeleteError(false), DELETE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [deleteError]);

  const remove = async (wall: WallBackground) => {
    const deletedIndex = walls.findIndex((w) => w.id === wall.id);
    const selectedIndex = walls.findIndex((w) => w.id === selectedId);
    try {
      await deleteWall(wall.id).unwrap();
      setEditing(null);
      const remaining = walls.filter((w) => w.id !== wall.id);
      const next = remaining[selectedWallAfterDelete(Math.max(0, selectedIndex), deletedIndex)] ?? remaining[0];
      if (next && next.id !== selectedId) onSelect(next);
    } catch {
      setEditing(null);
      setDeleteError(true);
    }
  };

  return (
    <section aria-labelledby="wall-backgrounds-heading" className="space-y-3">
      <h3 id="wall-backgrounds-heading" className="text-sm font-semibold tracking-[0.08em] text-ink-700 uppercase">
        <Trans>Wall background</Trans>
      </h3>
      {isLoading && <Spinner label={t`Loading wall backgrounds`} />}
      {failed && <Alert title={ts(MESSAGES.walls.fetchDefaultsFailed)} />}
      {deleteError && <Alert title={ts(MESSAGES.walls.deleteError)} />}
      <ul className="grid grid-cols-4 gap-2 sm:gap-3" aria-label={t`Wall backgrounds`}>
        {walls.map((wall) => {
          const selected = wall.id === selectedId;
          return (
            <li key={wall.id} className="relative min-w-0">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(wall)}
                className={cn(
                  'group block w-full rounded-[3px] text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-500',
                )}
              >
                <span
                  className={cn(
                    'block overflow-hidden rounded-[3px] border-2 transition-colors',
                    selected ? 'border-terracotta-600 shadow-frame' : 'border-transparent group-hover:border-ink-900/30',
                  )}
                >
                  <img src={wall.thumbnailUrl} alt="" loading="lazy" className="aspect-[16/10] w-full bg-paper-200 object-cover" />
                </span>
                <span className="mt-1 block truncate text-xs font-semibold text-ink-900 sm:text-sm">{wall.name}</span>
                {selected && <span className="block truncate text-[11px] text-ink-600">{wide(wall.widthInches)}</span>}
              </button>
              {signedIn && !wall.isDefault && (
                <button
                  type="button"
                  aria-label={editLabel(wall.name)}
                  onClick={() => setEditing(wall)}
                  className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-paper-50/90 text-ink-800 shadow hover:bg-paper-50 focus-visible:outline-2 focus-visible:outline-terracotta-500"
                >
                  <PencilIcon className="size-4" />
                </button>
              )}
            </li>
          );
        })}
        {signedIn && (
          <li className="min-w-0">
            <button
              type="button"
              onClick={() => setAdding(true)}
              className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-1 rounded-[3px] border-2 border-dashed border-ink-900/25 text-xs font-semibold text-ink-800 hover:border-terracotta-600 hover:text-terracotta-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-500 sm:text-sm"
            >
              <PlusIcon className="size-5" />
              <Trans>Add Wall</Trans>
            </button>
          </li>
        )}
      </ul>
      {signedIn && (
        // docs/product/visualizer.md#wall-photo: the rear camera on a phone, a file picker elsewhere (browsers without a camera ignore `capture`).
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-[3px] border border-ink-900/25 px-3 text-sm font-semibold text-ink-800 hover:border-terracotta-600 hover:text-terracotta-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-terracotta-500">
          <CameraIcon className="size-5" />
          <Trans>Take a photo of your wall</Trans>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setTaken(file);
              setAdding(true);
            }}
          />
        </label>
      )}
      {signedIn && (
        <AddWallDialog
          open={adding}
          initialFile={taken}
          onOpenChange={(open) => {
            setAdding(open);
            if (!open) setTaken(null);
          }}
          onUploaded={onSelect}
        />
      )}
      {editing && <EditWallDialog key={editing.id} wall={editing} onClose={() => setEditing(null)} onDelete={(w) => void remove(w)} deleting={deleting} />}
    </section>
  );
}

import { DESIGN_NAME_MAX_LENGTH, type SavedDesign } from '@wallart/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { addItem } from '../../stores/cart-slice';
import { useAppDispatch } from '../../stores/hooks';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ConfirmDelete } from '../ui/confirm-delete';
import { Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { designCartItem } from './design-cart-item';

/** docs/product/visualizer.md#wall-art-flow: the added-to-cart banner shows for 3 s. */
const ADDED_BANNER_MS = 3000;

export interface SavedDesignsListProps {
  designs: SavedDesign[] | undefined;
  loading: boolean;
  /** A message when the list could not be loaded. */
  error?: string | null;
  onOpen: (design: SavedDesign) => void;
  /** Resolves when renamed; rejects with the message to show. */
  onRename: (design: SavedDesign, name: string) => Promise<void>;
  onDelete: (design: SavedDesign) => Promise<void>;
  /** Label of the open action ('Open' in the studio, 'Open in studio' on the dashboard). */
  openLabel?: string;
}

const sizeText = (design: SavedDesign) => {
  const { canvasSize, customWidthInches, customHeightInches } = design.options;
  if (canvasSize === 'Custom' && customWidthInches && customHeightInches) return `Custom ${customWidthInches}x${customHeightInches} in`;
  return canvasSize || 'No size chosen';
};

/**
 * A user's saved designs (issue 12 "My Designs"), shown in the wall-art screen and the dashboard:
 * open, rename, delete (after a confirmation), add to cart. Data comes from the caller; adding to the cart dispatches the
 * cart slice's `addItem`, the one place cart changes start.
 */
export function SavedDesignsList({ designs, loading, error, onOpen, onRename, onDelete, openLabel = 'Open' }: SavedDesignsListProps) {
  const dispatch = useAppDispatch();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  /** The design whose Delete was pressed: it asks Keep / Delete first. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(null), ADDED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const run = async (id: string, work: () => Promise<void>) => {
    setBusy(id);
    setProblem(null);
    try {
      await work();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };

  const submitRename = (design: SavedDesign) => (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Please enter a name for your design.');
    void run(design._id, async () => {
      await onRename(design, name.trim());
      setRenaming(null);
    });
  };

  if (loading) return <Spinner label="Loading your designs" />;
  if (error) return <Alert title={error} />;
  if (!designs?.length) return <p className="text-sm text-ink-600">No saved designs yet. Visualize a design on a wall and choose Save Design.</p>;

  return (
    <div className="space-y-3">
      {added && (
        <Notice tone="success">
          {added} was added to your cart.{' '}
          <Link to={paths.cart} className="font-semibold underline">
            View Cart
          </Link>
        </Notice>
      )}
      {problem && <Alert title={problem} />}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Saved designs">
        {designs.map((design) => (
          <li key={design._id} className="frame flex gap-3 p-3">
            <img
              src={(design.previewImage ?? design.image).thumbnailUrl}
              alt=""
              className="size-24 shrink-0 rounded-[2px] bg-paper-200 object-cover"
            />
            <div className="min-w-0 flex-1">
              {renaming === design._id ? (
                <form onSubmit={submitRename(design)} className="space-y-2">
                  <TextField label="Design name" value={name} maxLength={DESIGN_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} autoFocus />
                  <div className="flex gap-2">
                    <SubmitButton size="sm" pending={busy === design._id} pendingLabel="Saving the name">
                      Save name
                    </SubmitButton>
                    <Button size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                      Cancel
                    </Button>
                  </div>
                </form>
              ) : (
                <>
                  <p className="truncate font-semibold text-ink-900">{design.name}</p>
                  <p className="text-xs text-ink-600">
                    {[design.options.artStyle, design.options.texture, sizeText(design), design.options.frameStyle].filter(Boolean).join(' · ')}
                  </p>
                  <p className="mt-1 text-sm font-semibold text-ink-900">${design.price}</p>
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    <Button size="sm" variant="ink" onClick={() => onOpen(design)} aria-label={`${openLabel} ${design.name}`}>
                      {openLabel}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Add ${design.name} to cart`}
                      onClick={() => {
                        dispatch(addItem(designCartItem(design)));
                        setAdded(design.name);
                      }}
                    >
                      Add to Cart
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Rename ${design.name}`}
                      onClick={() => {
                        setRenaming(design._id);
                        setName(design.name);
                      }}
                    >
                      Rename
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-danger-700"
                      aria-label={`Delete ${design.name}`}
                      aria-expanded={confirming === design._id}
                      ref={(button) => {
                        if (button) deleteButtons.current.set(design._id, button);
                        else deleteButtons.current.delete(design._id);
                      }}
                      disabled={busy === design._id}
                      onClick={() => setConfirming(design._id)}
                    >
                      Delete
                    </Button>
                  </div>
                  {confirming === design._id && (
                    <ConfirmDelete
                      className="mt-2"
                      question="Delete this design for good?"
                      label={`Delete ${design.name}?`}
                      pending={busy === design._id}
                      onKeep={() => setConfirming(null)}
                      onDelete={() =>
                        void run(design._id, async () => {
                          try {
                            await onDelete(design);
                          } finally {
                            setConfirming(null);
                          }
                        })
                      }
                      returnFocus={() => deleteButtons.current.get(design._id)}
                    />
                  )}
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

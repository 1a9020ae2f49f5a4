import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, WALL_MESSAGES, WALL_NAME_MAX_LENGTH, type WallBackground } from '@wallart/shared';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDelete } from '../../../components/ui/confirm-delete';
import { Dialog } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { serverMessage } from '../../../lib/api-error';
import { useSharedText } from '../../../lib/shared-text';
import { useUpdateWallMutation } from '../api/walls-api';
import { parseWidthInches } from './add-wall-dialog';

export interface EditWallDialogProps {
  wall: WallBackground;
  onClose: () => void;
  /** Asks the picker to delete the wall (it applies the selection rule of docs/product/visualizer.md#wall-backgrounds). */
  onDelete: (wall: WallBackground) => void;
  deleting: boolean;
}

/** Rename an own wall, state its real width in inches (true-size scale), or delete it after a confirmation. Never shown for defaults. */
export function EditWallDialog({ wall, onClose, onDelete, deleting }: EditWallDialogProps) {
  const { t } = useLingui();
  const ts = useSharedText();
  const wallName = wall.name;
  const [name, setName] = useState(wall.name);
  const [width, setWidth] = useState(String(Math.round(wall.widthInches * 100) / 100));
  const [error, setError] = useState<string | null>(null);
  const [updateWall, { isLoading }] = useUpdateWallMutation();
  const [confirming, setConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(MESSAGES.walls.nameRequired);
    const widthInches = parseWidthInches(width);
    if (widthInches === null || widthInches === undefined) return setError(WALL_MESSAGES.widthInvalid);
    setError(null);
    try {
      await updateWall({ id: wall.id, name: name.trim(), widthInches }).unwrap();
      onClose();
    } catch (err) {
      setError(serverMessage(err, MESSAGES.walls.updateFailed));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isLoading && onClose()}
      title={t`Edit wall`}
      description={t`Rename this wall, or set how wide it really is so art shows at its true size.`}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
        <img src={wall.thumbnailUrl} alt="" className="aspect-[16/10] w-full rounded-[2px] object-cover" />
        <TextField label={t`Wall name`} value={name} maxLength={WALL_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} required />
        <TextField
          label={t`Wall width in inches`}
          inputMode="decimal"
          value={width}
          onChange={(e) => setWidth(e.target.value)}
          hint={t`The real width across the whole photo, at the wall. 144 in is 12 ft.`}
          required
        />
        {error && <Alert title={ts(error)} />}
        {confirming && (
          <ConfirmDelete
            question={t`Delete this wall for good?`}
            label={t`Delete ${wallName}?`}
            pending={deleting}
            onKeep={() => setConfirming(false)}
            onDelete={() => onDelete(wall)}
            returnFocus={() => deleteRef.current}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button ref={deleteRef} variant="ghost" className="text-danger-700" disabled={deleting || isLoading} aria-expanded={confirming} onClick={() => setConfirming(true)}>
            <Trans>Delete wall</Trans>
          </Button>
          <div className="flex gap-3">
            <Button variant="outline" onClick={onClose} disabled={isLoading}>
              <Trans>Cancel</Trans>
            </Button>
            <SubmitButton pending={isLoading} pendingLabel={t`Saving`} disabled={!name.trim()}>
              <Trans>Save</Trans>
            </SubmitButton>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

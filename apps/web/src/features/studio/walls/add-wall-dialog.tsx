import {
  acceptAttribute,
  isAllowedWallImageType,
  isWithinUploadLimit,
  MESSAGES,
  WALL_IMAGE_MIME_TYPES,
  WALL_NAME_MAX_LENGTH,
  WALL_WIDTH_MAX_INCHES,
  WALL_WIDTH_MIN_INCHES,
  WALL_MESSAGES,
  wallNameFromFileName,
  type WallBackground,
} from '@wallart/shared';
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { serverMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useUploadWallMutation } from '../api/walls-api';
import { UploadIcon } from '../studio-icons';

export interface AddWallDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new wall, to be appended and selected (docs/product/visualizer.md#wall-backgrounds). */
  onUploaded: (wall: WallBackground) => void;
}

/** docs/product/visualizer.md#wall-upload: the browser's checks before anything is sent; the server checks again. */
export function wallFileProblem(file: File): string | null {
  if (!isAllowedWallImageType(file.type)) return MESSAGES.walls.typeInvalid;
  if (!isWithinUploadLimit(file.size)) return MESSAGES.walls.tooLarge;
  return null;
}

/** True when the browser can decode the file as a picture (jsdom cannot: it then shows the preview). */
async function decodable(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/** A typed width in inches, undefined when blank, null when it is not a usable number. */
export function parseWidthInches(text: string): number | undefined | null {
  if (!text.trim()) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= WALL_WIDTH_MIN_INCHES && value <= WALL_WIDTH_MAX_INCHES ? value : null;
}

/**
 * The upload modal of docs/product/visualizer.md#wall-upload: idle, drag-hover, file ready (with a preview and the name
 * prefilled from the file name), uploading, then closed on success. Cancel is blocked while
 * uploading ('Please wait for upload to complete'); errors show in a red box in the form.
 */
export function AddWallDialog({ open, onOpenChange, onUploaded }: AddWallDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [width, setWidth] = useState('');
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploadWall, { isLoading: uploading }] = useUploadWallMutation();
  const inputId = useId();

  // The preview's object URL is released when it is replaced and when the dialog goes away.
  const previewUrl = useRef<string | null>(null);
  const showPreview = (next: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
    setPreview(null);
    if (!next) return;
    // Only a file the browser can decode gets a preview; anything else is left to the server's check.
    void decodable(next).then((ok) => {
      if (!ok || previewUrl.current) return;
      previewUrl.current = URL.createObjectURL(next);
      setPreview(previewUrl.current);
    });
  };
  useEffect(() => () => showPreview(null), []);

  const reset = () => {
    setFile(null);
    showPreview(null);
    setName('');
    setWidth('');
    setError(null);
    setDragging(false);
  };

  const requestClose = (next: boolean) => {
    if (!next && uploading) {
      setError(MESSAGES.walls.waitForUpload);
      return;
    }
    if (!next) reset();
    onOpenChange(next);
  };

  const choose = (chosen: File | undefined) => {
    setDragging(false);
    if (!chosen) return;
    const problem = wallFileProblem(chosen);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setFile(chosen);
    showPreview(chosen);
    setName(wallNameFromFileName(chosen.name));
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };

  const widthInches = parseWidthInches(width);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    if (!file) return setError(MESSAGES.walls.fileRequired);
    if (!name.trim()) return setError(MESSAGES.walls.nameRequired);
    if (widthInches === null) return setError(WALL_MESSAGES.widthInvalid);
    setError(null);
    try {
      const response = await uploadWall({ file, name: name.trim(), ...(widthInches !== undefined ? { widthInches } : {}) }).unwrap();
      if (!response?.wallBackground) {
        setError(MESSAGES.walls.invalidResponse);
        return;
      }
      reset();
      onOpenChange(false);
      onUploaded(response.wallBackground);
    } catch (err) {
      setError(serverMessage(err, MESSAGES.walls.uploadFailed));
    }
  };

  return (
    <Dialog open={open} onOpenChange={requestClose} title="Add a wall" description="Upload a photo of your wall, taken straight on, to see art on it at its real size." className="max-w-lg">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
        <label
          htmlFor={inputId}
          onDragEnter={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragOver={(e) => e.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-state={dragging ? 'drag-hover' : file ? 'file-ready' : 'idle'}
          className={cn(
            'relative flex min-h-44 cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-[3px] border-2 border-dashed p-4 text-center transition-colors',
            'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-terracotta-500',
            dragging ? 'border-terracotta-500 bg-terracotta-300/15' : 'border-paper-300 bg-paper-100 hover:border-ink-900/40',
          )}
        >
          {preview ? (
            <img src={preview} alt="Preview of the wall photo" className="max-h-56 w-full rounded-[2px] object-contain" />
          ) : (
            <>
              <UploadIcon className="size-8 text-ink-600" />
              <span className="font-semibold text-ink-900">{dragging ? 'Drop the photo here' : 'Drag a photo here, or click to choose'}</span>
              <span className="text-xs text-ink-600">JPEG, PNG, GIF or WEBP, up to 5MB</span>
            </>
          )}
          <input
            id={inputId}
            type="file"
            accept={acceptAttribute(WALL_IMAGE_MIME_TYPES)}
            className="sr-only"
            aria-label="Wall photo"
            disabled={uploading}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {file && <p className="-mt-3 text-xs text-ink-600">Chosen: {file.name} (click the picture to choose another)</p>}
        <TextField label="Wall name" value={name} maxLength={WALL_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} disabled={uploading} required />
        <TextField
          label="Wall width in inches"
          labelNote="optional"
          inputMode="decimal"
          value={width}
          onChange={(e) => setWidth(e.target.value)}
          disabled={uploading}
          hint="How wide the part of the wall in the photo is (tape-measure it). We use it to show art at its true size."
        />
        {error && <Alert title={error} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => requestClose(false)}>
            Cancel
          </Button>
          <SubmitButton pending={uploading} pendingLabel="Uploading" disabled={!file || !name.trim()}>
            Upload Wall
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

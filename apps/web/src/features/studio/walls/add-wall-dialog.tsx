import { Trans, useLingui } from '@lingui/react/macro';
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
  type WallOutline,
} from '@wallart/shared';
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { serverMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useSharedText } from '../../../lib/shared-text';
import { useUploadWallMutation } from '../api/walls-api';
import { UploadIcon } from '../studio-icons';
import { initialMeasure, suggestOutlineFor, WallMeasure, WHOLE_PHOTO, type MeasureState } from './wall-measure';
import { measureWallWidth, type ScaleResult } from './wall-scale';

export interface AddWallDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new wall, to be appended and selected (docs/product/visualizer.md#wall-backgrounds). */
  onUploaded: (wall: WallBackground) => void;
  /** A photo already chosen ('Take a photo of your wall' in the picker, docs/product/visualizer.md#wall-photo). */
  initialFile?: File | null;
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
/** What the measuring line gives on a photo of `photo` pixels; null before the line is moved or the photo is decoded. */
function measured(measure: MeasureState | null, photo: { width: number; height: number } | null): ScaleResult | null {
  if (!measure?.lineMoved || !photo) return null;
  return measureWallWidth({ a: measure.line[0], b: measure.line[1], photo, reference: measure.reference, typedLength: measure.typedLength, typedUnit: measure.typedUnit });
}

export function AddWallDialog({ open, onOpenChange, onUploaded, initialFile }: AddWallDialogProps) {
  const { t } = useLingui();
  const ts = useSharedText();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [width, setWidth] = useState('');
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [measure, setMeasure] = useState<MeasureState | null>(null);
  const [photo, setPhoto] = useState<{ width: number; height: number } | null>(null);
  const [uploadWall, { isLoading: uploading }] = useUploadWallMutation();
  const inputId = useId();

  // The preview's object URL is released when it is replaced and when the dialog goes away.
  const previewUrl = useRef<string | null>(null);
  const showPreview = (next: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
    setPreview(null);
    setMeasure(null);
    setPhoto(null);
    if (!next) return;
    // Only a file the browser can decode gets a preview; anything else is left to the server's check.
    void decodable(next).then((ok) => {
      if (!ok || previewUrl.current) return;
      previewUrl.current = URL.createObjectURL(next);
      setPreview(previewUrl.current);
      setMeasure(initialMeasure(WHOLE_PHOTO));
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

  // A photo taken from the picker arrives with the dialog.
  const taken = useRef<File | null>(null);
  useEffect(() => {
    if (open && initialFile && taken.current !== initialFile) {
      taken.current = initialFile;
      choose(initialFile);
    }
  });

  const result = measured(measure, photo);
  const changeMeasure = (next: MeasureState) => {
    setMeasure(next);
    const r = measured(next, photo);
    // A good measurement fills the width field; the customer may still type over it.
    if (r?.ok) setWidth(String(r.widthInches));
  };
  const photoLoaded = (image: HTMLImageElement) => {
    setPhoto({ width: image.naturalWidth, height: image.naturalHeight });
    let outline = WHOLE_PHOTO;
    try {
      outline = suggestOutlineFor(image);
    } catch {
      // A canvas that cannot be read: the whole photo, to be corrected by hand.
    }
    setMeasure((m) => (m ? { ...m, outline } : m));
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };

  const widthInches = parseWidthInches(width);
  const fileName = file?.name ?? '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    if (!file) return setError(MESSAGES.walls.fileRequired);
    if (!name.trim()) return setError(MESSAGES.walls.nameRequired);
    if (widthInches === null) return setError(WALL_MESSAGES.widthInvalid);
    if (widthInches === undefined && result && !result.ok) return setError(result.message);
    setError(null);
    let outline: WallOutline | undefined;
    if (measure && photo) {
      const [tl, tr, br, bl] = measure.outline;
      outline = [tl, tr, br, bl];
    }
    try {
      const response = await uploadWall({ file, name: name.trim(), ...(widthInches !== undefined ? { widthInches } : {}), ...(outline ? { outline } : {}) }).unwrap();
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
    <Dialog
      open={open}
      onOpenChange={requestClose}
      title={t`Add a wall`}
      description={t`Upload a photo of your wall, taken straight on, to see art on it at its real size.`}
      className="max-w-lg"
    >
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
            preview ? 'min-h-12' : 'min-h-44',
            'relative flex cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-[3px] border-2 border-dashed p-4 text-center transition-colors',
            'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-terracotta-500',
            dragging ? 'border-terracotta-500 bg-terracotta-300/15' : 'border-paper-300 bg-paper-100 hover:border-ink-900/40',
          )}
        >
          {preview ? (
            <span className="font-semibold text-ink-900">{dragging ? t`Drop the photo here` : t`Choose another photo`}</span>
          ) : (
            <>
              <UploadIcon className="size-8 text-ink-600" />
              <span className="font-semibold text-ink-900">{dragging ? t`Drop the photo here` : t`Drag a photo here, or click to choose`}</span>
              <span className="text-xs text-ink-600">
                <Trans>JPEG, PNG, GIF or WEBP, up to 5MB</Trans>
              </span>
            </>
          )}
          <input
            id={inputId}
            type="file"
            accept={acceptAttribute(WALL_IMAGE_MIME_TYPES)}
            className="sr-only"
            aria-label={t`Wall photo`}
            disabled={uploading}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {file && <p className="-mt-3 text-xs text-ink-600">{t`Chosen: ${fileName}`}</p>}
        {preview && measure && (
          <WallMeasure src={preview} state={measure} onChange={changeMeasure} result={result} onImageLoad={photoLoaded} disabled={uploading} />
        )}
        <TextField label={t`Wall name`} value={name} maxLength={WALL_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} disabled={uploading} required />
        <TextField
          label={t`Wall width in inches`}
          labelNote={t`optional`}
          inputMode="decimal"
          value={width}
          onChange={(e) => setWidth(e.target.value)}
          disabled={uploading}
          hint={t`How wide the part of the wall in the photo is: measured with the line above, or tape-measured. We use it to show art at its true size.`}
        />
        {error && <Alert title={ts(error)} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => requestClose(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton pending={uploading} pendingLabel={t`Uploading`} disabled={!file || !name.trim()}>
            <Trans>Upload Wall</Trans>
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

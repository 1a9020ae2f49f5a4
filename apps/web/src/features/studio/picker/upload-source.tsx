import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import {
  acceptAttribute,
  ARTWORK_MIME_TYPES,
  ARTWORK_UPLOAD_MESSAGES,
  isAllowedMimeType,
  MAX_ARTWORK_UPLOAD_BYTES,
  type ArtworkImage,
} from '@wallart/shared';
import { Alert } from '../../../components/ui/alert';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { useAppDispatch } from '../../../stores/hooks';
import type { StudioArtwork } from '../../../stores/studio-slice';
import { imagesApi, toStudioArtwork } from '../api/images-api';
import { UploadFailure } from '../api/send-form';
import { uploadFailedMessage, uploadImage } from '../api/upload-image';
import { useSharedText } from '../../../lib/shared-text';
import { UploadIcon } from '../studio-icons';
import { ArtworkPreview } from './artwork-preview';

export interface UploadSourceProps {
  onChosen: (artwork: StudioArtwork) => void;
}

/**
 * docs/product/visualizer.md#wall-upload messages for an artwork file: JPEG, PNG, GIF or WEBP, and (our departure,
 * docs/product/studio.md#artwork-uploads) up to 20 MB, because print files need pixels. The server checks again.
 */
export function artworkFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isAllowedMimeType(ARTWORK_MIME_TYPES, file.type)) return ARTWORK_UPLOAD_MESSAGES.typeInvalid;
  if (file.size > MAX_ARTWORK_UPLOAD_BYTES) return ARTWORK_UPLOAD_MESSAGES.tooLarge;
  if (file.size === 0) return ARTWORK_UPLOAD_MESSAGES.fileRequired;
  return null;
}

type Status = { kind: 'idle' } | { kind: 'uploading'; name: string; fraction: number } | { kind: 'error'; message: string };

/**
 * Issue 11 picker source 2, 'Upload': your own photo or artwork, clicked or dropped, stored by the
 * server (sniffed, re-encoded, metadata stripped) with a progress bar, then previewed with its
 * print readiness before it goes to the wall.
 */
export function UploadSource({ onChosen }: UploadSourceProps) {
  const { t } = useLingui();
  const ts = useSharedText();
  const dispatch = useAppDispatch();
  const hintId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [uploaded, setUploaded] = useState<ArtworkImage | null>(null);
  const aborter = useRef<AbortController | null>(null);

  // Closing the picker mid-upload cancels it.
  useEffect(() => () => aborter.current?.abort(), []);

  const upload = async (file: File | undefined) => {
    if (!file || status.kind === 'uploading') return;
    const problem = artworkFileError(file);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    const controller = new AbortController();
    aborter.current = controller;
    setStatus({ kind: 'uploading', name: file.name, fraction: 0 });
    try {
      const image = await uploadImage(file, {
        signal: controller.signal,
        onProgress: (fraction) => setStatus((s) => (s.kind === 'uploading' ? { ...s, fraction } : s)),
      });
      setUploaded(image);
      setStatus({ kind: 'idle' });
      dispatch(imagesApi.util.invalidateTags([{ type: 'Images', id: 'LIST' }]));
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus({ kind: 'error', message: error instanceof UploadFailure ? error.message : uploadFailedMessage() });
    }
  };

  const uploading = status.kind === 'uploading';
  const percent = uploading ? Math.round(status.fraction * 100) : 0;
  const name = uploading ? status.name : '';

  return (
    <div className="space-y-5">
      <FileDropZone
        accept={acceptAttribute(ARTWORK_MIME_TYPES)}
        onFile={(file) => void upload(file)}
        inputLabel={t`Artwork file`}
        inputTestId="artwork-file-input"
        testId="artwork-drop-zone"
        hintId={hintId}
        disabled={uploading}
        buttonClassName="flex w-full flex-col items-center gap-3 px-6 py-10 text-center disabled:cursor-progress"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-paper-200 text-terracotta-600">
          <UploadIcon className="size-7" />
        </span>
        <span className="font-display text-xl text-ink-900">{uploaded ? t`Upload another image` : t`Upload your artwork`}</span>
        <span id={hintId} className="max-w-sm text-sm leading-relaxed text-ink-600">
          <Trans>Click or drop a photo or artwork here. JPEG, PNG, GIF or WEBP, up to 20MB: the more pixels, the larger it prints.</Trans>
        </span>
      </FileDropZone>

      {uploading && (
        <div className="rounded-[3px] border border-paper-300 bg-paper-50 p-4">
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span className="truncate font-semibold text-ink-900">
              <Trans>Uploading {name}</Trans>
            </span>
            <span className="shrink-0 text-ink-600">{percent < 100 ? `${percent}%` : t`Preparing…`}</span>
          </div>
          <div
            role="progressbar"
            aria-label={t`Uploading ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-1.5 overflow-hidden rounded-full bg-paper-200"
          >
            <div className="h-full bg-terracotta-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {status.kind === 'error' && <Alert title={ts(status.message)} />}
      <div aria-live="polite">{uploaded && !uploading && <ArtworkPreview artwork={toStudioArtwork(uploaded)} onChosen={onChosen} />}</div>
    </div>
  );
}

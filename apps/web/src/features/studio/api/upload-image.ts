import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n';
import { ARTWORK_KIND_FIELD, ARTWORK_UPLOAD_FIELD, ARTWORK_UPLOAD_MESSAGES, MESSAGES, type ArtworkImage, type UploadableImageKind } from '@wallart/shared';
import { sendForm, UploadFailure } from './send-form';

/** What the visitor reads when an upload failed without a message of the server's, in the UI's language. */
export const uploadFailedMessage = (): string => i18n._(msg`We couldn't upload this image — try again`);

export interface UploadImageOptions {
  /** What the image is (default `upload`): `face` for a kept aged portrait, `preview` for the wall tab's composite. */
  kind?: UploadableImageKind;
  /** The file name sent with the bytes (a File keeps its own). */
  fileName?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST /api/images` — the one way the web app stores an image (issue 20): the picker's uploads
 * (with a progress bar), the face tab's kept portrait (kind `face`, decision 044) and the wall
 * tab's artwork and composite preview (decision 024). Guests may store images too, under a tighter
 * limit. Resolves to the stored artwork; rejects with an UploadFailure whose message is what the
 * visitor reads, or an AbortError when `signal` aborts.
 */
export async function uploadImage(file: Blob, { kind = 'upload', fileName, onProgress, signal }: UploadImageOptions = {}): Promise<ArtworkImage> {
  const form = new FormData();
  form.append(ARTWORK_KIND_FIELD, kind);
  form.append(ARTWORK_UPLOAD_FIELD, file, fileName ?? (file instanceof File ? file.name : 'image'));
  try {
    const body = await sendForm<{ image?: ArtworkImage }>('/images', form, { read: 'json', onProgress, signal });
    if (!body.image) throw new UploadFailure(uploadFailedMessage(), 201);
    return body.image;
  } catch (error) {
    // A proxy's 413 page has no message of ours: say what the limit is.
    if (error instanceof UploadFailure && error.status === 413 && error.message === MESSAGES.signUp.serverError(413)) {
      throw new UploadFailure(ARTWORK_UPLOAD_MESSAGES.tooLarge, 413);
    }
    throw error;
  }
}

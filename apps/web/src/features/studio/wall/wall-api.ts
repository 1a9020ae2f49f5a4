/**
 * Storing an image from the wall tab: the artwork when it lives only in the browser (a sample
 * face, an image handed over by navigation) and the composite preview (DESIGN §4.5). A plain
 * fetch: no progress to show, and the blob is made here. Designs go through `studio/api/designs-api.ts`.
 */
import { ARTWORK_KIND_FIELD, ARTWORK_UPLOAD_FIELD, type UploadableImageKind } from '@wallart/shared';
import { API_BASE_URL } from '../../../lib/api';
import { getSessionToken } from '../../../lib/session-token';

export interface StoredImage {
  _id: string;
  url: string;
  previewUrl: string;
}

function authHeaders(): HeadersInit {
  const token = getSessionToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function failureMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // not JSON: the fallback says enough
  }
  return `${fallback} (${response.status})`;
}

/**
 * `POST /api/images` (multipart `image`): guests may store artwork too, under a tighter limit. The
 * composite preview goes as kind `preview`: it is never listed in "Your artwork" nor printed.
 */
export async function uploadImage(blob: Blob, fileName: string, kind: UploadableImageKind = 'upload'): Promise<StoredImage> {
  const form = new FormData();
  form.append(ARTWORK_KIND_FIELD, kind);
  form.append(ARTWORK_UPLOAD_FIELD, blob, fileName);
  const response = await fetch(`${API_BASE_URL}/images`, { method: 'POST', body: form, headers: authHeaders() });
  if (!response.ok) throw new Error(await failureMessage(response, 'The image could not be stored'));
  return ((await response.json()) as { image: StoredImage }).image;
}

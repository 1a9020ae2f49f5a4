/**
 * The two calls the wall tab makes itself: storing an image (the artwork when it lives only in the
 * browser, and the composite preview) and saving a design. TEMPORARY home: they move to E's
 * `studio/api/images-api.ts` and G's `studio/api/designs-api.ts` once those land.
 */
import { ARTWORK_KIND_FIELD, ARTWORK_UPLOAD_FIELD, type CreateDesignBody, type SavedDesign } from '@wallart/shared';
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

/** `POST /api/images` (multipart `image`): guests may store artwork too, under a tighter limit. */
export async function uploadImage(blob: Blob, fileName: string, kind: 'upload' | 'face' = 'upload'): Promise<StoredImage> {
  const form = new FormData();
  form.append(ARTWORK_KIND_FIELD, kind);
  form.append(ARTWORK_UPLOAD_FIELD, blob, fileName);
  const response = await fetch(`${API_BASE_URL}/images`, { method: 'POST', body: form, headers: authHeaders() });
  if (!response.ok) throw new Error(await failureMessage(response, 'The image could not be stored'));
  return ((await response.json()) as { image: StoredImage }).image;
}

/** `POST /api/designs` (SPEC §7), answering the saved design. */
export async function createDesign(body: CreateDesignBody): Promise<SavedDesign> {
  const response = await fetch(`${API_BASE_URL}/designs`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { ...authHeaders(), 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(await failureMessage(response, 'The design could not be saved'));
  return ((await response.json()) as { design: SavedDesign }).design;
}

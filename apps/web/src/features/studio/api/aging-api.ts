import { AGE_CONSENT_FIELD, AGE_FIELD, AGE_PHOTO_FIELD, type AgingOptionsResponse } from '@wallart/shared';
import { api } from '../../../lib/api';
import { sendForm } from './send-form';

/**
 * Photorealistic ageing through the shop's image service (issue 20, decision 045). Whether it is
 * offered is a plain query; the ageing itself is a multipart upload whose answer is a picture, so
 * it goes through `sendForm` like every upload (a Blob has no place in the RTK Query cache).
 */
export const agingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAgingOptions: build.query<AgingOptionsResponse, void>({ query: () => '/images/age' }),
  }),
});

export const { useGetAgingOptionsQuery } = agingApi;

/**
 * The browser waits at most this long for one portrait: the server's own limit for the provider
 * (IMAGE_API_TIMEOUT_MS, 60 s by default) plus the upload and the answer.
 */
export const PROVIDER_AGING_WAIT_MS = 90_000;

/**
 * `POST /api/images/age`: the portrait aged to `age` by the image service, as a picture. Only
 * called after the customer ticked the consent line. Rejects (UploadFailure, AbortError) on any
 * failure; the face tab then keeps its own portrait.
 */
export function ageWithProvider(portrait: Blob, age: number, signal?: AbortSignal): Promise<Blob> {
  const form = new FormData();
  form.append(AGE_FIELD, String(age));
  form.append(AGE_CONSENT_FIELD, 'true');
  form.append(AGE_PHOTO_FIELD, portrait, 'portrait');
  return sendForm('/images/age', form, { read: 'blob', timeoutMs: PROVIDER_AGING_WAIT_MS, signal });
}

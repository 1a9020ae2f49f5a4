import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { AGING_MESSAGES, MAX_ARTWORK_PIXELS } from '@wallart/shared';
import { HttpError } from '../../../lib/http-errors';
import { readImageHeader } from '../../../lib/images';
import { pictureOfAnswer, providerFailure, ProviderError, type ProviderEngineOptions } from './provider-engine';

/** The long side of the portrait sent to the provider and of the one sent back (image models work at about 1024 px). */
export const AGING_SIZE = 1024;

/** Photorealistic ageing of one portrait (issue 20, decision 045). */
export interface ProviderAger {
  /** The portrait aged to `age` as a JPEG; 400/415/422 for a bad portrait, 503 for any failure of the provider. */
  age(photo: Buffer, age: number): Promise<Buffer>;
}

/** What the image model is asked: the same person, older, and nothing else changed. */
export function agingPrompt(age: number): string {
  return (
    `Make this exact person look ${age} years old, as a natural, photorealistic photograph. ` +
    'Keep their identity, face shape, eye colour, expression, pose, clothing, background, lighting and framing. ' +
    'Age only what the years change: skin texture and tone, lines and folds, hair colour and density, the softening of the jaw and cheeks. ' +
    'No text, no borders, no other people.'
  );
}

const badPhoto = (why: 'type' | 'pixels') =>
  why === 'pixels' ? new HttpError(422, AGING_MESSAGES.photoTooLarge) : new HttpError(415, AGING_MESSAGES.photoType);

/**
 * The customer's portrait as the provider gets it: sniffed, decoded with the pixel limit, upright,
 * at most 1024 px and re-encoded as PNG, so no EXIF/GPS or anything appended to the file leaves
 * our server (docs/architecture.md#uploads-re-encoded).
 */
export async function portraitForProvider(photo: Buffer): Promise<Buffer> {
  await readImageHeader(photo, MAX_ARTWORK_PIXELS, badPhoto);
  try {
    return await sharp(photo, { limitInputPixels: MAX_ARTWORK_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AGING_SIZE, AGING_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw badPhoto('type');
  }
}

/** The provider's picture as the browser gets it: sniffed and re-encoded like an upload (a bad answer is the provider's failure). */
async function agedForBrowser(answer: Buffer): Promise<Buffer> {
  await readImageHeader(answer, MAX_ARTWORK_PIXELS, () => new ProviderError('answer is not an image'));
  try {
    return await sharp(answer, { limitInputPixels: MAX_ARTWORK_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AGING_SIZE, AGING_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer();
  } catch {
    throw new ProviderError('answer does not decode');
  }
}

/**
 * The OpenAI-compatible image-edit endpoint (`POST <url>/images/edits`, multipart: model, image,
 * prompt, n), the same provider and key as generation (IMAGE_API_URL, IMAGE_API_KEY,
 * IMAGE_API_MODEL, IMAGE_API_TIMEOUT_MS). Any failure — time-out, refused key, error status, an
 * answer without a usable picture — is 503 `AGING_MESSAGES.unavailable`, the cause in the log
 * (never the key): the browser then keeps its own portrait.
 */
export function createProviderAger(options: ProviderEngineOptions & { log?: FastifyBaseLogger | undefined }): ProviderAger {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/images/edits`;
  return {
    async age(photo, age) {
      const portrait = await portraitForProvider(photo);
      try {
        const form = new FormData();
        form.append('model', options.model);
        form.append('prompt', agingPrompt(age));
        form.append('n', '1');
        // gpt-image models always answer base64 and refuse the parameter; the others default to URLs.
        if (!options.model.startsWith('gpt-image')) form.append('response_format', 'b64_json');
        form.append('image', new Blob([new Uint8Array(portrait)], { type: 'image/png' }), 'portrait.png');
        const res = await doFetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.key}`, accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
        return await agedForBrowser(await pictureOfAnswer(res, { timeoutMs: options.timeoutMs, fetch: doFetch }));
      } catch (err) {
        options.log?.warn({ err: providerFailure(err), endpoint }, 'image provider ageing failed');
        throw new HttpError(503, AGING_MESSAGES.unavailable);
      }
    },
  };
}

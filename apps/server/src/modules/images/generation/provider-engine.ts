import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_SERVICE_UNAVAILABLE, MAX_ARTWORK_UPLOAD_BYTES, type ArtStyle } from '@wallart/shared';
import { HttpError } from '../../../lib/http-errors';
import { encodeUploadedArtwork } from '../artwork-files';
import type { GeneratedArtwork, GenerationRequest, ImageEngine } from './engine';

export const PROVIDER_ENGINE_NAME = 'openai-compatible';

export interface ProviderEngineOptions {
  /** The API's base URL, e.g. https://api.openai.com/v1 (we POST to `<url>/images/generations`). */
  url: string;
  key: string;
  model: string;
  /** Per request to the provider, and again for downloading a picture it links to. */
  timeoutMs: number;
  log?: FastifyBaseLogger | undefined;
  fetch?: typeof fetch;
}

/** How each style of docs/product/studio.md#describe-it is described to a text-to-image model. */
const STYLE_PROMPTS: Record<ArtStyle, string> = {
  'Color Scheme': 'a harmonious colour-field artwork built from flat, carefully balanced areas of colour',
  Abstract: 'an abstract painting with expressive brush strokes and organic shapes',
  Minimalist: 'a minimalist artwork with generous empty space and a few simple shapes',
  Photorealistic: 'a photorealistic image with natural light and depth',
};

/** The prompt sent to the provider: the customer's words, the style, the palette, and what wall art needs. */
export function providerPrompt(request: Pick<GenerationRequest, 'prompt' | 'style' | 'palette'>): string {
  const palette = request.palette?.length ? ` Use this colour palette: ${request.palette.join(', ')}.` : '';
  return `${request.prompt.trim()}. Render it as ${STYLE_PROMPTS[request.style]}, suitable for a large printed wall canvas, without any text or lettering.${palette}`;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
}

/** A provider's answer, at most twice the upload limit (base64 of a large picture fits). */
export async function readLimited(res: Response): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > MAX_ARTWORK_UPLOAD_BYTES * 2) throw new ProviderError('answer too large');
  const data = Buffer.from(await res.arrayBuffer());
  if (data.length > MAX_ARTWORK_UPLOAD_BYTES * 2) throw new ProviderError('answer too large');
  return data;
}

/**
 * The picture of an OpenAI-compatible images answer (`/images/generations` and `/images/edits`
 * answer alike): `data[0].b64_json`, or `data[0].url`, downloaded within the same time limit.
 */
export async function pictureOfAnswer(res: Response, options: { timeoutMs: number; fetch: typeof fetch }): Promise<Buffer> {
  if (!res.ok) throw new ProviderError(`status ${res.status}`);
  let json: { data?: { b64_json?: unknown; url?: unknown }[] };
  try {
    json = JSON.parse((await readLimited(res)).toString('utf8')) as typeof json;
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    throw new ProviderError('answer is not JSON');
  }
  const first = json?.data?.[0];
  if (typeof first?.b64_json === 'string') return Buffer.from(first.b64_json, 'base64');
  if (typeof first?.url === 'string' && /^https?:\/\//.test(first.url)) {
    const image = await options.fetch(first.url, { signal: AbortSignal.timeout(options.timeoutMs), redirect: 'follow' });
    if (!image.ok) throw new ProviderError(`image download status ${image.status}`);
    return readLimited(image);
  }
  throw new ProviderError('answer without an image');
}

/** What the log keeps of a provider failure: its name and message, never the key. */
export function providerFailure(err: unknown): { name: string; message: string } | string {
  return err instanceof Error ? { name: err.name, message: err.message } : String(err);
}

/**
 * An OpenAI-compatible images endpoint (`POST /images/generations`), one request per picture so
 * that models which make one image per call work too. Whatever it answers is treated like an
 * upload: sniffed, decoded with the pixel limit and re-encoded (artwork-files.ts). Any failure —
 * refused key, time-out, 5xx, an answer without a usable picture — becomes 503 "The image service
 * is unavailable — try again", with the cause in the log (never the key).
 */
export function createProviderEngine(options: ProviderEngineOptions): ImageEngine {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/images/generations`;

  const onePicture = async (request: GenerationRequest): Promise<Buffer> => {
    const body: Record<string, unknown> = { model: options.model, prompt: providerPrompt(request), n: 1, size: '1024x1024' };
    // gpt-image models always answer base64 and refuse the parameter; the others default to URLs.
    if (!options.model.startsWith('gpt-image')) body.response_format = 'b64_json';
    const res = await doFetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.key}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
    return pictureOfAnswer(res, { timeoutMs: options.timeoutMs, fetch: doFetch });
  };

  return {
    name: PROVIDER_ENGINE_NAME,
    kind: 'provider',
    // A hosted model draws from the whole sentence; which words it honoured cannot be known here.
    readPrompt: () => null,
    async generate(request: GenerationRequest): Promise<GeneratedArtwork[]> {
      try {
        const pictures = await Promise.all(request.seeds.map(() => onePicture(request)));
        const files = await Promise.all(pictures.map((data) => encodeUploadedArtwork(data)));
        // The provider cannot repeat a picture from a seed, so none is recorded.
        return files.map((f) => ({ seed: null, vector: false, files: f }));
      } catch (err) {
        options.log?.warn({ err: providerFailure(err), endpoint }, 'image provider failed');
        throw new HttpError(503, IMAGE_SERVICE_UNAVAILABLE);
      }
    },
  };
}

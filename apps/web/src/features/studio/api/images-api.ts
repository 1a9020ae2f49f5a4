import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n';
import {
  MAX_SEED,
  MESSAGES,
  type ArtworkImage,
  type GenerateImagesBody,
  type GenerateImagesResponse,
  type GenerationEngine,
  type ImageKind,
  type ImageListResponse,
} from '@wallart/shared';
import { api } from '../../../lib/api';
import { describeApiError } from '../../../lib/api-error';
import type { StudioArtwork } from '../../../stores/studio-slice';

/**
 * What Generate answers, as the picker keeps it: the pictures, the engine that drew them and which
 * of the prompt's words it drew and could not (issue 20). A field an older server leaves out is null.
 */
export interface GeneratedArtwork {
  images: ArtworkImage[];
  engine: GenerationEngine | null;
  drawn: string[] | null;
  notDrawn: string[] | null;
}

/** One page of "Your artwork" (`GET /api/images`, newest first). */
export interface ImagePageArgs {
  /** The signed-in user's id: keys the cache so another account never sees the previous one's artwork. */
  userId: string;
  cursor: string | null;
}

/**
 * The artwork store (issue 11, decision 022): text-to-artwork generation, the signed-in user's
 * artwork a page at a time, and delete. Uploads go through `uploadImage` (upload-image.ts), which
 * reports progress (fetch cannot). Every change refetches the list.
 */
export const imagesApi = api.enhanceEndpoints({ addTagTypes: ['Images'] }).injectEndpoints({
  endpoints: (build) => ({
    generateImages: build.mutation<GeneratedArtwork, GenerateImagesBody>({
      query: (body) => ({ url: '/images/generate', method: 'POST', body }),
      transformResponse: (response: Partial<GenerateImagesResponse> & { images: ArtworkImage[] }): GeneratedArtwork => ({
        images: response.images,
        engine: response.engine ?? null,
        drawn: response.drawn ?? null,
        notDrawn: response.notDrawn ?? null,
      }),
      invalidatesTags: [{ type: 'Images', id: 'LIST' }],
    }),
    getImagePage: build.query<ImageListResponse, ImagePageArgs>({
      query: ({ cursor }) => ({ url: '/images', params: cursor ? { limit: IMAGE_PAGE_SIZE, cursor } : { limit: IMAGE_PAGE_SIZE } }),
      providesTags: [{ type: 'Images', id: 'LIST' }],
    }),
    deleteImage: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `/images/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Images', id: 'LIST' }],
    }),
  }),
});

export const IMAGE_PAGE_SIZE = 12;

export const { useGenerateImagesMutation, useGetImagePageQuery, useDeleteImageMutation } = imagesApi;

/** The studio's hand-over shape for a stored artwork: the 1024 px preview to show, the original to print. */
/**
 * The studio's kind of an image. A composite preview is never chosen as artwork (the server lists
 * none and refuses one as a design's artwork); should one come, it is treated as an upload.
 */
export function studioArtworkKind(kind: ImageKind): StudioArtwork['kind'] {
  return kind === 'preview' ? 'upload' : kind;
}

export function toStudioArtwork(image: ArtworkImage): StudioArtwork {
  return {
    imageId: image._id,
    url: image.previewUrl,
    fullUrl: image.url,
    width: image.width,
    height: image.height,
    vector: image.vector,
    kind: studioArtworkKind(image.kind),
    label: artworkLabel(image),
  };
}

/** What an artwork is called on screen: its description, else where it came from. */
export function artworkLabel(image: Pick<ArtworkImage, 'kind' | 'prompt'>): string {
  if (image.prompt) return image.prompt;
  if (image.kind === 'face') return i18n._(msg`Aged portrait`);
  if (image.kind === 'generated') return i18n._(msg`Generated artwork`);
  return i18n._(msg`Your upload`);
}

/**
 * The message for a failed artwork call: the shop's rate-limit notice for 429 (with the wait when
 * the server said it), the server's own message otherwise ('The image service is unavailable —
 * try again' for a failed provider, the prompt rules for 400), the connection text when the
 * server cannot be reached.
 */
export function artworkErrorMessage(error: unknown, fallback: string): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return MESSAGES.signUp.networkError;
  if (failure.status === 429) {
    return failure.kind === 'server' && failure.retryAfterSeconds !== undefined
      ? MESSAGES.api.rateLimitedFor(failure.retryAfterSeconds)
      : MESSAGES.api.rateLimited;
  }
  if (failure.kind === 'server' && failure.message) return failure.message;
  return fallback;
}

/**
 * A random seed with room for its three neighbours (seed + 1 … seed + 3) in one family (the same
 * `seed >>> 8`: the palette's order); the server draws the four in four different arrangements (decision 035).
 */
export function freshSeed(random: () => number = Math.random): number {
  const family = Math.floor(random() * Math.floor(MAX_SEED / 256));
  return family * 256 + Math.floor(random() * 252);
}

/**
 * A seed for "More like this": the same family as `seed` (the same `seed >>> 8`, so the same
 * palette order), four neighbours none of which is already shown — four more arrangements.
 */
export function moreLikeSeed(seed: number, shown: readonly number[], random: () => number = Math.random): number {
  const base = seed - (seed % 256);
  const taken = new Set(shown);
  for (let attempt = 0; attempt < 32; attempt += 1) {
    const start = base + Math.floor(random() * 252);
    if (start + 3 > MAX_SEED) continue;
    if ([0, 1, 2, 3].every((i) => !taken.has(start + i))) return start;
  }
  return Math.min(base + 252, MAX_SEED - 3);
}

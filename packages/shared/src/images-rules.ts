/**
 * The artwork store's rules that need no schema (issue 11, docs/architecture.md#artwork-never-lost, docs/architecture.md#uploads-re-encoded, docs/architecture.md#artwork-engines-behind-an-interface): image
 * kinds, upload and generation limits, multipart field names and what the calls say. Apart from
 * schemas/images.ts so a screen can use them without loading zod before anyone touches it (issue 21).
 */
import { MESSAGES } from './messages';
import { ART_STYLES } from './options';
import { MAX_UPLOAD_BYTES } from './uploads';

/**
 * How an image entered the studio. `generated` is made only by the server's engine; `preview` is
 * the wall tab's rendered composite (the wall with the art on it): a cart line's, design's or
 * order's picture of what the customer saw, never an artwork itself.
 */
export const IMAGE_KINDS = ['upload', 'generated', 'face', 'preview'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
/** The kinds that are artwork: what "Your artwork" lists and what a cart line or design may print. */
export const ARTWORK_IMAGE_KINDS = ['upload', 'generated', 'face'] as const satisfies readonly ImageKind[];
/** What a client may declare when it uploads (a photo/artwork, a browser-made aged face, a composite preview). */
export const UPLOADABLE_IMAGE_KINDS = ['upload', 'face', 'preview'] as const satisfies readonly ImageKind[];
export type UploadableImageKind = (typeof UPLOADABLE_IMAGE_KINDS)[number];
/** True for an image that may be printed as the artwork (not a composite preview). */
export const isArtworkKind = (kind: ImageKind): boolean => (ARTWORK_IMAGE_KINDS as readonly ImageKind[]).includes(kind);

/** Artwork uploads may be large: print files need pixels (docs/product/studio.md#artwork-uploads). */
export const MAX_ARTWORK_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The multipart field of `POST /api/images` that carries the file; `kind` is an optional text field. */
export const ARTWORK_UPLOAD_FIELD = 'image';
export const ARTWORK_KIND_FIELD = 'kind';

/** Types accepted for artwork uploads (docs/product/studio.md#artwork-uploads wall types). */
export const ARTWORK_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** A decoded image may not exceed this many pixels (decompression bombs). */
export const MAX_ARTWORK_PIXELS = 50_000_000;

export const PROMPT_MIN_LENGTH = 3;
export const PROMPT_MAX_LENGTH = 500;
export const MAX_GENERATED_IMAGES = 4;
export const MAX_PALETTE_COLOURS = 6;
/** Seeds are unsigned 31-bit integers so they survive JSON and every engine. */
export const MAX_SEED = 2_147_483_647;

/** What the generate route answers when the configured image provider fails (issue 11). */
export const IMAGE_SERVICE_UNAVAILABLE = 'The image service is unavailable — try again';

export const GENERATE_MESSAGES = {
  style: `Choose one of: ${ART_STYLES.join(', ')}.`,
  seed: `The seed must be a whole number from 0 to ${MAX_SEED}.`,
  count: `Ask for 1 to ${MAX_GENERATED_IMAGES} images.`,
  palette: `A palette is at most ${MAX_PALETTE_COLOURS} colours, each #rrggbb.`,
} as const;

export const PROMPT_MESSAGES = {
  required: 'Please describe the artwork you want.',
  tooShort: `Please describe it in at least ${PROMPT_MIN_LENGTH} characters.`,
  tooLong: `Please keep the description under ${PROMPT_MAX_LENGTH} characters.`,
} as const;

/**
 * What `POST /api/images` answers when the upload is refused. The type and missing-file texts are
 * docs/product/visualizer.md#wall-upload; the size is ours (20 MB, docs/product/studio.md#artwork-uploads).
 */
export const ARTWORK_UPLOAD_MESSAGES = {
  fileRequired: MESSAGES.walls.fileRequired,
  typeInvalid: MESSAGES.walls.typeInvalid,
  tooLarge: `File size must be less than ${MAX_ARTWORK_UPLOAD_BYTES / (1024 * 1024)}MB`,
  tooManyPixels: `This image is too large: at most ${MAX_ARTWORK_PIXELS / 1_000_000} megapixels.`,
  kindInvalid: `The kind must be one of: ${UPLOADABLE_IMAGE_KINDS.join(', ')}.`,
  notFound: 'Image not found',
  /** A cart line or design that names a composite preview as its artwork (a room with art in it). */
  previewNotArtwork: 'That image is a room preview, not an artwork. Please choose the artwork itself.',
} as const;

/** Which engine drew (issue 20): the offline procedural artist, or the configured image service (IMAGE_API_URL). */
export const GENERATION_ENGINES = ['procedural', 'provider'] as const;
export type GenerationEngine = (typeof GENERATION_ENGINES)[number];

/**
 * Photorealistic ageing through the configured image service (issue 20, decision 045):
 * `POST /api/images/age`, multipart with the portrait in `image`, the age in `age` and the
 * customer's consent in `consent`. Only offered when the server has an image service
 * (`GET /api/images/age` says so); the answer is the aged portrait (JPEG), never stored.
 */
export const AGE_PHOTO_FIELD = ARTWORK_UPLOAD_FIELD;
export const AGE_FIELD = 'age';
export const AGE_CONSENT_FIELD = 'consent';
/** The portrait sent for ageing: the face tab's crop is far smaller; the face tab's own photo limit (5 MB). */
export const MAX_AGE_PHOTO_BYTES = MAX_UPLOAD_BYTES;

export const AGING_MESSAGES = {
  /** The server has no image service (IMAGE_API_URL): the browser never offers the option. */
  notOffered: 'Photorealistic ageing is not available here.',
  consentRequired: 'Please agree that the photo is sent to our image service before using it.',
  age: 'The age must be a whole number from 1 to 100.',
  photoRequired: 'Please send the portrait to age.',
  photoType: 'The portrait must be a JPEG, PNG or WEBP image.',
  photoTooLarge: `The portrait must be less than ${MAX_AGE_PHOTO_BYTES / (1024 * 1024)}MB.`,
  /** Any failure of the image service (time-out, error, an answer without a picture): the browser keeps its own portrait. */
  unavailable: 'The image service could not age this photo.',
  /** What the face tab says when it falls back to the in-browser portrait. */
  fellBack: 'The image service could not age this photo, so these portraits were made in your browser.',
  /** Some of the four came back from the service, the others are the browser's. */
  partlyFellBack: 'The image service could not age some of these portraits; those were made in your browser.',
  /** The consent line the customer ticks before anything is sent (docs/product/studio.md#face-tab holds without it). */
  consentLine: 'Age it photorealistically with our image service. I agree that this photo leaves my browser and is sent to it.',
} as const;

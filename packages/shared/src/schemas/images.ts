/**
 * The artwork store's payloads (issue 11, docs/architecture.md#artwork-never-lost, docs/architecture.md#uploads-re-encoded, docs/architecture.md#artwork-engines-behind-an-interface): uploads, generated
 * artwork and age-progression faces, each an `images` record with its own files.
 */
import { z } from 'zod';
import {
  ARTWORK_IMAGE_KINDS,
  GENERATE_MESSAGES,
  GENERATION_ENGINES,
  IMAGE_KINDS,
  MAX_GENERATED_IMAGES,
  MAX_PALETTE_COLOURS,
  MAX_SEED,
  PROMPT_MAX_LENGTH,
  PROMPT_MESSAGES,
  PROMPT_MIN_LENGTH,
} from '../images-rules';
import { MESSAGES } from '../messages';
import { ART_STYLES } from '../options';
import { objectIdSchema, textRule } from './fields';

const hexColour = z.string({ error: GENERATE_MESSAGES.palette }).regex(/^#[0-9a-fA-F]{6}$/, { error: GENERATE_MESSAGES.palette });

/** `POST /api/images/generate` body. */
export const generateImagesBodySchema = z.object({
  prompt: z
    .string({ error: PROMPT_MESSAGES.required })
    .trim()
    .min(1, { error: PROMPT_MESSAGES.required, abort: true })
    .min(PROMPT_MIN_LENGTH, { error: PROMPT_MESSAGES.tooShort, abort: true })
    .max(PROMPT_MAX_LENGTH, { error: PROMPT_MESSAGES.tooLong, abort: true })
    .refine(textRule({ multiline: true }), { error: MESSAGES.input.controlCharacters }),
  style: z.enum(ART_STYLES, { error: GENERATE_MESSAGES.style }),
  palette: z.array(hexColour, { error: GENERATE_MESSAGES.palette }).max(MAX_PALETTE_COLOURS, { error: GENERATE_MESSAGES.palette }).optional(),
  /** Makes a picture again (procedural engine); a batch of n uses seed, seed + 1, … (variations of one composition). */
  seed: z
    .number({ error: GENERATE_MESSAGES.seed })
    .int({ error: GENERATE_MESSAGES.seed })
    .min(0, { error: GENERATE_MESSAGES.seed })
    .max(MAX_SEED, { error: GENERATE_MESSAGES.seed })
    .optional(),
  /** How many pictures, 1 to 4 (default 1). */
  count: z
    .number({ error: GENERATE_MESSAGES.count })
    .int({ error: GENERATE_MESSAGES.count })
    .min(1, { error: GENERATE_MESSAGES.count })
    .max(MAX_GENERATED_IMAGES, { error: GENERATE_MESSAGES.count })
    .optional(),
});
export type GenerateImagesBody = z.infer<typeof generateImagesBodySchema>;

/** One artwork as the API returns it. URLs are same-origin paths under /uploads. */
export const imageSchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(IMAGE_KINDS),
  prompt: z.string().nullable(),
  style: z.string().nullable(),
  palette: z.array(z.string()).nullable(),
  seed: z.number().int().nullable(),
  provider: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** True when a vector source is kept: prints sharp at any canvas size. */
  vector: z.boolean(),
  /** The stored original (raster render for generated art). */
  url: z.string(),
  /** At most 1024 px on the long side. */
  previewUrl: z.string(),
  /** At most 256 px on the long side. */
  thumbnailUrl: z.string(),
  createdAt: z.string(),
});
export type ArtworkImage = z.infer<typeof imageSchema>;

/**
 * What another module keeps of an artwork (cart lines, designs, orders: decision 022, `ImageRef`),
 * from the images module's `claimForUser` / `findRefs`.
 */
export const imageRefSchema = z.object({
  id: objectIdSchema,
  kind: z.enum(IMAGE_KINDS),
  width: z.number().int(),
  height: z.number().int(),
  vector: z.boolean(),
  url: z.string(),
  previewUrl: z.string(),
  thumbnailUrl: z.string(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

export const imageIdParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });

export const imageResponseSchema = z.object({ image: imageSchema });
export const generateImagesResponseSchema = z.object({
  images: z.array(imageSchema),
  /** Which engine drew the pictures. */
  engine: z.enum(GENERATION_ENGINES),
  /** The prompt's words the engine drew (scenery and subjects, as written); null when the engine cannot tell (a hosted model). */
  drawn: z.array(z.string()).nullable(),
  /** Nouns of the prompt the engine could not draw; null when it cannot tell. */
  notDrawn: z.array(z.string()).nullable(),
});
export type GenerateImagesResponse = z.infer<typeof generateImagesResponseSchema>;
export const imageListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  /** Only artwork of this kind (e.g. the picker's "Your artwork" may list generated and uploads apart). Previews are never listed. */
  kind: z.enum(ARTWORK_IMAGE_KINDS).optional(),
});
export type ImageListQuery = z.infer<typeof imageListQuerySchema>;
export const imageListResponseSchema = z.object({ images: z.array(imageSchema), nextCursor: z.string().nullable() });
export type ImageListResponse = z.infer<typeof imageListResponseSchema>;

/** `GET /api/images/age`: whether photorealistic ageing is offered (an image service is configured). */
export const agingOptionsResponseSchema = z.object({ available: z.boolean() });
export type AgingOptionsResponse = z.infer<typeof agingOptionsResponseSchema>;

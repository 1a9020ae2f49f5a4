/**
 * Wall background payloads (docs/product/visualizer.md#wall-backgrounds, issue 12). The spec's fields
 * (id, name, url, isDefault) are kept; we add the picture's size and the real width it covers, so the
 * visualizer can hang art at its true size, and the floor line for the 57 in hanging height.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isConvexOutline, WALL_MESSAGES, WALL_NAME_MAX_LENGTH, WALL_WIDTH_MAX_INCHES, WALL_WIDTH_MIN_INCHES } from '../walls';
import { isoDateTimeSchema, objectIdSchema, textRule } from './fields';

/** A wall's name: required, trimmed, at most 100 characters, one line (docs/product/visualizer.md#wall-upload). */
export const wallNameSchema = z
  .string({ error: MESSAGES.walls.nameRequired })
  .trim()
  .min(1, { error: MESSAGES.walls.nameRequired, abort: true })
  .max(WALL_NAME_MAX_LENGTH, { error: WALL_MESSAGES.nameTooLong, abort: true })
  .refine(textRule(), { error: MESSAGES.input.controlCharacters });

/** The real width the picture spans at the wall, in inches (24 to 1200). */
export const wallWidthInchesSchema = z
  .number({ error: WALL_MESSAGES.widthInvalid })
  .refine(Number.isFinite, { error: WALL_MESSAGES.widthInvalid, abort: true })
  .min(WALL_WIDTH_MIN_INCHES, { error: WALL_MESSAGES.widthInvalid })
  .max(WALL_WIDTH_MAX_INCHES, { error: WALL_MESSAGES.widthInvalid });

const photoFraction = z.number({ error: WALL_MESSAGES.outlineInvalid }).refine(Number.isFinite, { error: WALL_MESSAGES.outlineInvalid, abort: true }).min(0).max(1);
const photoPointSchema = z.object({ x: photoFraction, y: photoFraction });

/**
 * The wall's outline on its photo (issue 38): four corners, top-left, top-right, bottom-right,
 * bottom-left, as fractions of the photo's width and height, convex and not crossed.
 */
export const wallOutlineSchema = z
  .tuple([photoPointSchema, photoPointSchema, photoPointSchema, photoPointSchema], { error: WALL_MESSAGES.outlineInvalid })
  .refine(isConvexOutline, { error: WALL_MESSAGES.outlineInvalid });
export type WallOutline = z.infer<typeof wallOutlineSchema>;

/** The outline as the multipart form sends it: JSON text, blank meaning "none". */
const outlineFieldSchema = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx) => {
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: WALL_MESSAGES.outlineInvalid });
      return z.NEVER;
    }
  })
  .pipe(wallOutlineSchema.optional());

/** The text fields of the upload form, as strings (multipart); a blank width means "not stated". */
export const wallUploadFieldsSchema = z.object({
  name: wallNameSchema,
  widthInches: z
    .string()
    .trim()
    .optional()
    .transform((text) => (text ? Number(text) : undefined))
    .pipe(wallWidthInchesSchema.optional()),
  outline: outlineFieldSchema,
});
export type WallUploadFields = z.infer<typeof wallUploadFieldsSchema>;

/**
 * `PUT /api/walls/{id}`: docs/product/visualizer.md#wall-backgrounds sends `{ name }`; `widthInches` and `outline` (null
 * forgets it) are ours. At least one of them.
 */
export const updateWallBodySchema = z
  .object({
    name: wallNameSchema.optional(),
    widthInches: wallWidthInchesSchema.optional(),
    outline: wallOutlineSchema.nullable().optional(),
  })
  .refine((body) => body.name !== undefined || body.widthInches !== undefined || body.outline !== undefined, { error: WALL_MESSAGES.nothingToUpdate });
export type UpdateWallBody = z.infer<typeof updateWallBodySchema>;

export const wallBackgroundSchema = z.object({
  /** docs/product/visualizer.md#wall-backgrounds: id "from id or _id": both are sent, equal. */
  id: objectIdSchema,
  _id: objectIdSchema,
  name: z.string(),
  /** The full picture (same-origin path). `url` is the same value under the spec's name. */
  imageUrl: z.string(),
  url: z.string(),
  /** At most 480 px wide, for the picker grid. */
  thumbnailUrl: z.string(),
  /** Picture size in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The real width the picture's full width covers at the wall, in inches (true-size scale). */
  widthInches: z.number().positive(),
  /** Where the wall meets the floor, as a fraction of the height (null when unknown: uploads). */
  floorLine: z.number().min(0).max(1).nullable(),
  /** The wall's four corners on the photo (issue 38), null when not marked (the defaults). */
  outline: wallOutlineSchema.nullable(),
  isDefault: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type WallBackground = z.infer<typeof wallBackgroundSchema>;

export const wallIdParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });
export const wallBackgroundResponseSchema = z.object({ wallBackground: wallBackgroundSchema });
export type WallBackgroundResponse = z.infer<typeof wallBackgroundResponseSchema>;
export const wallBackgroundsResponseSchema = z.object({ wallBackgrounds: z.array(wallBackgroundSchema) });
export type WallBackgroundsResponse = z.infer<typeof wallBackgroundsResponseSchema>;

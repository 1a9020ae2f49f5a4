/**
 * Saved designs (docs/product/visualizer.md#saved-designs, issue 12). A
 * design refers to its artwork and its composite preview by image id (docs/architecture.md#artwork-never-lost): data URLs are
 * refused, and the images must be the caller's. Its price is the server's, from the options
 * (docs/architecture.md#money-on-the-server): a price sent by the client must agree with it or the save is refused.
 */
import { z } from 'zod';
import {
  CUSTOM_SIZE_MAX_INCHES,
  CUSTOM_SIZE_MIN_INCHES,
  DESIGN_DESCRIPTION_MAX_LENGTH,
  DESIGN_MESSAGES,
  DESIGN_NAME_MAX_LENGTH,
  type ArtworkOptions,
} from '../designs-rules';
import { designOptionsSchema } from './design-options';
import { imageRefSchema } from './images';
import { isoDateTimeSchema, objectIdSchema, optionalText, requiredText } from './fields';

const customInches = z
  .number({ error: DESIGN_MESSAGES.customSize })
  .refine(Number.isFinite, { error: DESIGN_MESSAGES.customSize, abort: true })
  .min(CUSTOM_SIZE_MIN_INCHES, { error: DESIGN_MESSAGES.customSize })
  .max(CUSTOM_SIZE_MAX_INCHES, { error: DESIGN_MESSAGES.customSize });

/**
 * The four options of docs/product/visualizer.md#design-options plus the custom size (inches). A custom size is required with
 * Custom and dropped (null) with any other size, so equal designs compare equal.
 */
export const artworkOptionsSchema = designOptionsSchema
  .extend({
    customWidthInches: customInches.nullable().optional(),
    customHeightInches: customInches.nullable().optional(),
  })
  .superRefine((options, ctx) => {
    if (options.canvasSize === 'Custom' && (options.customWidthInches == null || options.customHeightInches == null)) {
      ctx.addIssue({ code: 'custom', message: DESIGN_MESSAGES.customSizeRequired, path: ['customWidthInches'] });
    }
  })
  .transform(
    (options): ArtworkOptions => ({
      artStyle: options.artStyle,
      texture: options.texture,
      canvasSize: options.canvasSize,
      frameStyle: options.frameStyle,
      customWidthInches: options.canvasSize === 'Custom' ? (options.customWidthInches ?? null) : null,
      customHeightInches: options.canvasSize === 'Custom' ? (options.customHeightInches ?? null) : null,
    }),
  );

/** A point in wall-relative units: fractions of the wall picture's width and height (0..1 inside it). */
export const wallPointSchema = z.object({
  x: z.number().refine(Number.isFinite).min(-1).max(2),
  y: z.number().refine(Number.isFinite).min(-1).max(2),
});
export type WallPoint = z.infer<typeof wallPointSchema>;

/**
 * Where the art hangs: its centre (wall-relative), and when the customer adjusted the perspective,
 * the four corners (top-left, top-right, bottom-right, bottom-left; wall-relative).
 */
export const designPlacementSchema = z.object(
  {
    x: wallPointSchema.shape.x,
    y: wallPointSchema.shape.y,
    corners: z.tuple([wallPointSchema, wallPointSchema, wallPointSchema, wallPointSchema]).nullable().optional(),
    /** The room's light on the art ('Room light'); absent in older designs, meaning on. */
    lighting: z.boolean().optional(),
  },
  { error: DESIGN_MESSAGES.placementInvalid },
);
export type DesignPlacement = z.infer<typeof designPlacementSchema>;

/** An image id; a data URL or any other text is refused with a message that says why. */
const imageIdSchema = z
  .string({ error: DESIGN_MESSAGES.imageIdRequired })
  .regex(/^[0-9a-fA-F]{24}$/, { error: DESIGN_MESSAGES.imageIdRequired })
  .transform((id) => id.toLowerCase());

/** A price the client believes in (dollars, as number or two-decimal text); only compared, never stored. */
const clientPriceSchema = z.union([
  z.number().refine(Number.isFinite).nonnegative().max(1_000_000),
  z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: DESIGN_MESSAGES.priceMismatch }),
]);

const designFields = {
  name: requiredText(DESIGN_MESSAGES.nameRequired, DESIGN_NAME_MAX_LENGTH),
  description: optionalText(DESIGN_DESCRIPTION_MAX_LENGTH),
  /** The artwork's image id (SPEC's `image`). */
  image: imageIdSchema,
  /** The composite preview's image id (SPEC's `previewImage`), when visualized. */
  previewImage: imageIdSchema.nullable(),
  options: artworkOptionsSchema,
  /** The wall it was visualized on (a default or one of the caller's walls). */
  wallId: objectIdSchema.transform((id) => id.toLowerCase()).nullable(),
  /** The spec's index into the wall list (docs/product/visualizer.md#wall-backgrounds), kept for compatibility; `wallId` is what counts. */
  selectedWall: z.number().int().min(0).max(10_000),
  placement: designPlacementSchema.nullable(),
  isVisualized: z.boolean(),
  price: clientPriceSchema,
};

/** `POST /api/designs` (docs/product/visualizer.md#saved-designs saved design payload). */
export const createDesignBodySchema = z.object({
  /** The spec sends it; it must be the caller's own id. */
  userId: objectIdSchema.optional(),
  name: designFields.name.optional(),
  description: designFields.description.optional(),
  image: designFields.image,
  previewImage: designFields.previewImage.optional(),
  options: designFields.options,
  wallId: designFields.wallId.optional(),
  selectedWall: designFields.selectedWall.optional(),
  placement: designFields.placement.optional(),
  isVisualized: designFields.isVisualized.optional(),
  price: designFields.price.optional(),
});
export type CreateDesignBody = z.input<typeof createDesignBodySchema>;
export type CreateDesignInput = z.output<typeof createDesignBodySchema>;

/** `PUT /api/designs/{id}`: any of the fields; the price is recomputed. */
export const updateDesignBodySchema = z
  .object({
    name: designFields.name.optional(),
    description: designFields.description.optional(),
    image: designFields.image.optional(),
    previewImage: designFields.previewImage.optional(),
    options: designFields.options.optional(),
    wallId: designFields.wallId.optional(),
    selectedWall: designFields.selectedWall.optional(),
    placement: designFields.placement.optional(),
    isVisualized: designFields.isVisualized.optional(),
    price: designFields.price.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: DESIGN_MESSAGES.nothingToUpdate });
export type UpdateDesignBody = z.input<typeof updateDesignBodySchema>;
export type UpdateDesignInput = z.output<typeof updateDesignBodySchema>;

export const savedDesignSchema = z.object({
  _id: objectIdSchema,
  userId: objectIdSchema,
  name: z.string(),
  description: z.string(),
  image: imageRefSchema,
  previewImage: imageRefSchema.nullable(),
  options: z.object({
    artStyle: designOptionsSchema.shape.artStyle,
    texture: designOptionsSchema.shape.texture,
    canvasSize: designOptionsSchema.shape.canvasSize,
    frameStyle: designOptionsSchema.shape.frameStyle,
    customWidthInches: z.number().nullable(),
    customHeightInches: z.number().nullable(),
  }),
  wallId: objectIdSchema.nullable(),
  selectedWall: z.number().int(),
  placement: designPlacementSchema.nullable(),
  isVisualized: z.boolean(),
  /** The server's price in dollars, two decimals (docs/product/visualizer.md#wall-art-pricing wall-art price string), and in cents. */
  price: z.string(),
  priceCents: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SavedDesign = z.infer<typeof savedDesignSchema>;

export const designIdParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });
export const designUserParamsSchema = z.object({ userId: objectIdSchema.transform((id) => id.toLowerCase()) });
export const designResponseSchema = z.object({ design: savedDesignSchema });
export type DesignResponse = z.infer<typeof designResponseSchema>;
export const designListResponseSchema = z.object({ designs: z.array(savedDesignSchema) });
export type DesignListResponse = z.infer<typeof designListResponseSchema>;


/**
 * The server cart's payloads (issue 13; docs/product/cart-and-orders.md#server-cart-add, "Server cart
 * response", §7 "Cart"; docs/architecture.md#the-cart-saved-atomically, docs/architecture.md#artwork-never-lost, docs/architecture.md#money-on-the-server). A signed-in user's cart lives on the server with a
 * version: `PUT /api/cart/{userId}` replaces it whole in one transaction (409 when `version` is
 * stale), the item quantity and remove paths change one line, `POST /api/cart/{userId}/merge` adds
 * a guest cart on sign-in. Every answer is the whole cart (`cartResponseSchema`), so one change is
 * one request.
 *
 * Money: the server prices every line from its options (pricing.ts); a client's `price`,
 * `estimatedPrice` or `total` is not part of these schemas and is dropped unread.
 */
import { z } from 'zod';
import { MAX_CART_QUANTITY } from '../cart-rules';
import { designOptionsSchema } from './design-options';
import { objectIdSchema, optionalText } from './fields';
import { imageRefSchema } from './images';

export const CART_ITEM_NAME_MAX_LENGTH = 100;
export const CART_ITEM_DESCRIPTION_MAX_LENGTH = 500;
export const CART_ITEM_NOTES_MAX_LENGTH = 1000;
/** Ours: a cart holds at most this many distinct lines (bounds every cart write). */
export const MAX_CART_LINES = 50;
/** Ours: a custom canvas side is at most this many feet (a whole wall). */
export const MAX_CANVAS_SIDE_FEET = 100;

/**
 * The fixed image id a line gets when `POST /api/cart/add` receives a `generatedImageId` that is
 * not an artwork id (docs/product/cart-and-orders.md#server-cart-add, kept for compatibility only: such a line cannot be
 * checked out until its artwork is uploaded, docs/architecture.md#artwork-never-lost).
 */
export const PLACEHOLDER_IMAGE_ID = '000000000000000000000000';

export const CART_MESSAGES = {
  quantity: `Quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}.`,
  tooManyLines: `A cart holds at most ${MAX_CART_LINES} different items.`,
  itemNotFound: 'That item is no longer in your cart.',
  artworkMissing: 'An item in your cart has no saved artwork. Please add it to the cart again from the studio.',
} as const;

/** A line quantity: a whole number from 1 (docs/product/cart-and-orders.md#cart-actions: never below 1) to MAX_CART_QUANTITY. */
export const cartQuantitySchema = z
  .number({ error: CART_MESSAGES.quantity })
  .int({ error: CART_MESSAGES.quantity })
  .min(1, { error: CART_MESSAGES.quantity })
  .max(MAX_CART_QUANTITY, { error: CART_MESSAGES.quantity });

/** A cart's version: 0 for a cart never written, +1 on every change. */
export const cartVersionSchema = z.number().int().min(0).max(2_147_483_647);

/** Width and height in feet of a Custom canvas (docs/product/cart-and-orders.md#cart-lines). */
export const cartDimensionsSchema = z.object({
  width: z.number().positive().max(MAX_CANVAS_SIDE_FEET),
  height: z.number().positive().max(MAX_CANVAS_SIDE_FEET),
});
export type CartDimensions = z.infer<typeof cartDimensionsSchema>;

/**
 * One line as a client sends it. `artworkId` is an image record (`POST /api/images` or a generated
 * artwork, decision 022), `previewId` the optional composite preview (artwork on the wall). Both
 * become the caller's: another user's image is refused with 404. Identical artwork and options make
 * one line (docs/product/cart-and-orders.md#cart-actions): the quantities add up.
 */
export const cartLineInputSchema = z.object({
  artworkId: objectIdSchema,
  previewId: objectIdSchema.nullish(),
  name: optionalText(CART_ITEM_NAME_MAX_LENGTH).optional(),
  description: optionalText(CART_ITEM_DESCRIPTION_MAX_LENGTH).optional(),
  notes: optionalText(CART_ITEM_NOTES_MAX_LENGTH, { multiline: true }).optional(),
  options: designOptionsSchema.prefault({}),
  dimensions: cartDimensionsSchema.nullish(),
  quantity: cartQuantitySchema.default(1),
});
export type CartLineInput = z.input<typeof cartLineInputSchema>;

const cartLinesSchema = z.array(cartLineInputSchema).max(MAX_CART_LINES, { error: CART_MESSAGES.tooManyLines });

export const cartUserParamsSchema = z.object({ userId: objectIdSchema.transform((id) => id.toLowerCase()) });
export const cartItemParamsSchema = z.object({
  userId: objectIdSchema.transform((id) => id.toLowerCase()),
  itemId: objectIdSchema.transform((id) => id.toLowerCase()),
});

/** `PUT /api/cart/{userId}`: the whole cart, written only if the server's version is still `version`. */
export const replaceCartBodySchema = z.object({
  version: cartVersionSchema,
  items: cartLinesSchema,
});
export type ReplaceCartBody = z.input<typeof replaceCartBodySchema>;

/** `PUT /api/cart/{userId}/item/{itemId}/quantity`: the exact quantity; with `version`, only if still current. */
export const updateCartQuantityBodySchema = z.object({
  quantity: cartQuantitySchema,
  version: cartVersionSchema.optional(),
});
export type UpdateCartQuantityBody = z.input<typeof updateCartQuantityBodySchema>;

/** `DELETE /api/cart/{userId}/item/{itemId}?version=n`: with `version`, only if still current. */
export const removeCartItemQuerySchema = z.object({
  version: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

/** `POST /api/cart/{userId}/merge`: a guest cart added to the account's cart in one request (sign-in). */
export const mergeCartBodySchema = z.object({ items: cartLinesSchema });
export type MergeCartBody = z.input<typeof mergeCartBodySchema>;

/**
 * `POST /api/cart/add` (docs/product/cart-and-orders.md#server-cart-add): the contract's body. `generatedImageId` that is not a 24-hex id
 * (e.g. 'wallart-…') becomes PLACEHOLDER_IMAGE_ID, a `packageId` that is not one becomes the
 * Starter package (docs/product/plans.md#packages). `estimatedPrice` is accepted for compatibility and ignored: the
 * server prices the line. A missing quantity is 1; an invalid one is refused (400), not guessed.
 */
export const addToCartBodySchema = z.object({
  userId: objectIdSchema.transform((id) => id.toLowerCase()),
  generatedImageId: z.string().max(100),
  packageId: z.string().max(100).nullish(),
  previewId: objectIdSchema.nullish(),
  name: optionalText(CART_ITEM_NAME_MAX_LENGTH).optional(),
  description: optionalText(CART_ITEM_DESCRIPTION_MAX_LENGTH).optional(),
  notes: optionalText(CART_ITEM_NOTES_MAX_LENGTH, { multiline: true }).nullish(),
  options: designOptionsSchema.prefault({}),
  dimensions: cartDimensionsSchema.nullish(),
  quantity: cartQuantitySchema.default(1),
});
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

/** One line as the server answers it; prices are the server's. */
export const cartLineSchema = z.object({
  /** The line's id (`itemId` in the quantity and remove paths); stable while the line exists. */
  _id: objectIdSchema,
  /** The artwork record, or null for a placeholder line made by `POST /api/cart/add`. */
  artworkId: objectIdSchema.nullable(),
  previewId: objectIdSchema.nullable(),
  /** docs/product/cart-and-orders.md#cart-lines: the artwork id (PLACEHOLDER_IMAGE_ID for a placeholder line). */
  generatedImageId: z.string(),
  /** docs/product/cart-and-orders.md#cart-lines: the package id the line was added with (informational; checkout picks the package). */
  packageId: objectIdSchema,
  artwork: imageRefSchema.nullable(),
  preview: imageRefSchema.nullable(),
  /** What to show: the preview's image, else the artwork's, else null ('No Image'). */
  image: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  notes: z.string(),
  options: designOptionsSchema,
  dimensions: cartDimensionsSchema.nullable(),
  quantity: z.number().int(),
  /** Integer cents (server price from the options, docs/product/visualizer.md#wall-art-pricing). */
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  /** docs/product/cart-and-orders.md#cart-lines: the unit price in dollars (the server's, never the client's). */
  estimatedPrice: z.number(),
  /** docs/product/cart-and-orders.md#cart-lines: the unit price as two-decimal text. */
  price: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Every cart route answers the whole cart. */
export const cartResponseSchema = z.object({
  userId: objectIdSchema,
  /** Send it back with the next `PUT` (and optionally the quantity/remove calls and checkout). */
  version: z.number().int(),
  items: z.array(cartLineSchema),
  /** Sum of quantities (the header badge). */
  itemCount: z.number().int(),
  /** Sum of the line totals in cents (artwork only; the package is added at checkout). */
  subtotalCents: z.number().int(),
  /** Square feet of the lines (docs/product/cart-and-orders.md#package-selection: width x height x quantity; 0 counts as 1), for the package dialog. */
  squareFeet: z.number(),
  updatedAt: z.string().nullable(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

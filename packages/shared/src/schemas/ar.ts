/** The AR model's request (docs/product/ar.md#the-model): an artwork id (or "sample") in the path, size, frame and finish in the query. */
import { z } from 'zod';
import { AR_FRAMES, AR_MESSAGES, AR_SAMPLE_ARTWORK, AR_SIZES, AR_STYLES, AR_TEXTURES } from '../ar';
import { OBJECT_ID_PATTERN } from '../contact-rules';

export const arModelParamsSchema = z.object({
  artworkId: z
    .string()
    .refine((id) => id === AR_SAMPLE_ARTWORK || OBJECT_ID_PATTERN.test(id), { error: AR_MESSAGES.artwork })
    .transform((id) => id.toLowerCase()),
});

export const arModelQuerySchema = z.object({
  size: z.enum(AR_SIZES, { error: AR_MESSAGES.size }),
  frame: z.enum(AR_FRAMES, { error: AR_MESSAGES.frame }),
  /** The art style's colour treatment on the face, as the 2D view and the print file apply it; none when left out. */
  style: z.enum(AR_STYLES, { error: AR_MESSAGES.style }).optional(),
  /** The canvas's surface (its sheen, and the weave of Textured); a matte canvas when left out. */
  texture: z.enum(AR_TEXTURES, { error: AR_MESSAGES.texture }).optional(),
});
export type ArModelQuery = z.infer<typeof arModelQuerySchema>;

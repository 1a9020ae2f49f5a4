/** The AR model's request (docs/product/ar.md#the-model): an artwork id (or "sample") in the path, size and frame in the query. */
import { z } from 'zod';
import { AR_FRAMES, AR_MESSAGES, AR_SAMPLE_ARTWORK, AR_SIZES } from '../ar';
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
});
export type ArModelQuery = z.infer<typeof arModelQuerySchema>;

/** Envelopes shared by every endpoint (docs/architecture.md#the-api-contract). */
import { z } from 'zod';

/** Every error answer: `{ error, message }` with a 4xx/5xx status. `error` is a short code or status text. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `{ success: true, message? }` for calls that only report success. */
export const successResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/**
 * The admin Consultations screen (issue 19): bookings made on subscriptions (issue 18), upcoming
 * and past, with 'Mark as done'. GET /api/admin/consultations?status=&page=, admins only.
 */
import { z } from 'zod';
import { ADMIN_CONSULTATION_MESSAGES, ADMIN_CONSULTATION_STATUSES, CONSULTATION_LIST_FILTERS } from '../admin-rules';
import { isoDateTimeSchema, objectIdSchema } from './fields';

export const adminConsultationListQuerySchema = z.object({
  status: z.enum(CONSULTATION_LIST_FILTERS, { error: ADMIN_CONSULTATION_MESSAGES.statusInvalid }).default('upcoming'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type AdminConsultationListQuery = z.input<typeof adminConsultationListQuerySchema>;

export const adminConsultationSchema = z.object({
  _id: objectIdSchema,
  customer: z.object({ _id: objectIdSchema, name: z.string(), email: z.string() }),
  package: z.object({ _id: objectIdSchema, name: z.string() }),
  subscriptionId: objectIdSchema,
  /** 'YYYY-MM-DD' and 'HH:MM' on the studio's clock, as booked. */
  date: z.string(),
  time: z.string(),
  startsAt: isoDateTimeSchema,
  note: z.string(),
  status: z.enum(ADMIN_CONSULTATION_STATUSES),
  doneAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type AdminConsultation = z.infer<typeof adminConsultationSchema>;

export const adminConsultationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminConsultationSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminConsultationListResponse = z.infer<typeof adminConsultationListResponseSchema>;

export const adminConsultationParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });

export const adminConsultationDoneResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  consultation: adminConsultationSchema,
});
export type AdminConsultationDoneResponse = z.infer<typeof adminConsultationDoneResponseSchema>;

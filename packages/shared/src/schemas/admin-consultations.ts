/**
 * The admin Consultations screen (issue 19): bookings made on subscriptions (issue 18), upcoming
 * and past, with 'Mark as done'. GET /api/admin/consultations?status=&page=, admins only.
 */
import { z } from 'zod';
import { isoDateTimeSchema, objectIdSchema } from './fields';

export const CONSULTATION_LIST_PAGE_SIZE = 20;
/** upcoming: not done and not yet started; past: started or done. */
export const CONSULTATION_LIST_FILTERS = ['upcoming', 'past'] as const;
export type ConsultationListFilter = (typeof CONSULTATION_LIST_FILTERS)[number];
/** A booking's state as the admin sees it: 'past' is held (or missed) but not marked done. */
export const ADMIN_CONSULTATION_STATUSES = ['upcoming', 'past', 'done'] as const;
export type AdminConsultationStatus = (typeof ADMIN_CONSULTATION_STATUSES)[number];

export const ADMIN_CONSULTATION_MESSAGES = {
  notFound: 'Consultation not found',
  alreadyDone: 'This consultation is already marked as done.',
  markedDone: 'The consultation was marked as done.',
  fetchFailed: 'Failed to load consultations',
  markFailed: 'Failed to mark the consultation as done',
  statusInvalid: 'Status must be upcoming or past.',
} as const;

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

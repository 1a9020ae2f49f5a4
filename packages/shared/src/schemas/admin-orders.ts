/**
 * The admin Orders screen's calls (docs/product/admin.md#orders; docs/architecture.md#real-admin-screens; issue 19,
 * docs/decisions/036): the searched, filtered and paged order list, one order with its history and
 * payment state, and the status move through the shared state machine (`ORDER_TRANSITIONS`).
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ADMIN_ORDER_MESSAGES, ADMIN_ORDER_PAGE_SIZE, ADMIN_ORDER_PAGE_SIZE_MAX, ADMIN_ORDER_SEARCH_MAX_LENGTH, ORDER_ACTOR_KINDS } from '../admin-rules';
import { ORDER_KINDS, ORDER_STATUSES, type OrderKind, type OrderStatus } from '../orders';
import { objectIdSchema, textRule } from './fields';
import { orderSchema, orderStatusSchema } from './orders';

/** A whole number from a query string ('2' → 2); anything else is refused. */
const queryWholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * GET /api/admin/orders?status=&kind=&q=&page=&pageSize= (admins only). `q` is an order number
 * (a prefix such as 'ORD-2026-1' or the whole number, any case) or part of the customer's email
 * (case-insensitive, `%` and `_` taken literally). Newest first.
 */
export const adminOrderListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(ADMIN_ORDER_SEARCH_MAX_LENGTH, { error: ADMIN_ORDER_MESSAGES.searchTooLong, abort: true })
    .refine(textRule(), { error: MESSAGES.input.controlCharacters })
    .optional(),
  status: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.statusInvalid }).optional(),
  kind: z.enum(ORDER_KINDS, { error: ADMIN_ORDER_MESSAGES.kindInvalid }).optional(),
  page: queryWholeNumber(1, 1_000_000).default(1),
  pageSize: queryWholeNumber(1, ADMIN_ORDER_PAGE_SIZE_MAX).default(ADMIN_ORDER_PAGE_SIZE),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
/** The list's parameters as the browser sends them (every one optional). */
export interface AdminOrderListParams {
  q?: string;
  status?: OrderStatus;
  kind?: OrderKind;
  page?: number;
  pageSize?: number;
}

/** One row of the Orders table. */
export const adminOrderSummarySchema = z.object({
  _id: objectIdSchema,
  orderNumber: z.string(),
  kind: z.enum(ORDER_KINDS),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: orderStatusSchema,
  customer: z.object({ name: z.string(), email: z.string() }),
  /** Pieces ordered (the lines' quantities added up); 0 for a plan order. */
  itemCount: z.number().int().min(0),
  /** A plan order's plan title; null for artwork. */
  planTitle: z.string().nullable(),
  totalCents: z.number().int(),
  currency: z.literal('CAD'),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListResponseSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(ADMIN_ORDER_PAGE_SIZE_MAX),
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

export const adminOrderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  changedBy: z.object({
    kind: z.enum(ORDER_ACTOR_KINDS),
    /** The admin's current name, 'Customer' or 'System' ('A former admin' once the account is gone). */
    name: z.string(),
  }),
});
export type AdminOrderHistoryEntry = z.infer<typeof adminOrderHistoryEntrySchema>;

/** GET /api/admin/orders/{id}: the order as its customer sees it, plus who moved it and where it may go. */
export const adminOrderSchema = orderSchema.extend({
  history: z.array(adminOrderHistoryEntrySchema),
  /** ORDER_TRANSITIONS from the current status, less what the server refuses (a plan order's cancel). */
  nextStatuses: z.array(orderStatusSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderIdParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });

/**
 * POST /api/admin/orders/{id}/status. `expectedStatus` is the status the admin saw: when the order
 * has moved since, the server answers 409 with the order as it is now (optimistic concurrency on
 * the status itself, the one field this call changes; decision 036).
 */
export const adminOrderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.statusInvalid }),
  expectedStatus: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.statusInvalid }),
});
export type AdminOrderStatusBody = z.infer<typeof adminOrderStatusBodySchema>;

/** 409 on a stale view: the usual `{ error, message }` and the order as it is now. */
export const adminOrderStaleResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  order: adminOrderSchema,
});
export type AdminOrderStaleResponse = z.infer<typeof adminOrderStaleResponseSchema>;

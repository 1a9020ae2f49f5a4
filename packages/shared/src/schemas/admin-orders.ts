/**
 * The admin Orders screen's calls (SPEC §2 "Admin area"; DESIGN §4.11; issue 19,
 * docs/decisions/036): the searched, filtered and paged order list, one order with its history and
 * payment state, and the status move through the shared state machine (`ORDER_TRANSITIONS`).
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../orders';
import { objectIdSchema, textRule } from './fields';
import { ORDER_KINDS, orderSchema, orderStatusSchema, type OrderKind } from './orders';

/** Rows per page on the Orders screen (and the list's default). */
export const ADMIN_ORDER_PAGE_SIZE = 20;
/** The most rows one GET /api/admin/orders answers (as GET /api/users). */
export const ADMIN_ORDER_PAGE_SIZE_MAX = 100;
/** The longest search text: an order number or an email is far shorter. */
export const ADMIN_ORDER_SEARCH_MAX_LENGTH = 200;

export const ADMIN_ORDER_MESSAGES = {
  /** SPEC §8 has no admin orders message; worded as its 'Failed to fetch users'. */
  fetchFailed: 'Failed to fetch orders',
  updateFailed: 'Failed to update the order status',
  searchTooLong: 'Search must be at most 200 characters.',
  statusInvalid: 'Status must be one of placed, scheduled, in-production, completed, cancelled.',
  kindInvalid: 'Kind must be artwork or plan.',
  invalidTransition: MESSAGES.orders.invalidTransition,
  /** 409: the admin's view is stale; the answer carries the order as it is now. */
  stale: (orderNumber: string, current: OrderStatus): string =>
    `Order ${orderNumber} is already ${ORDER_STATUS_LABELS[current]}: someone else changed it. Its current state is shown.`,
  /** 409: decision 036 — cancelling a plan order would leave its subscription running, so it is refused. */
  planCancel:
    'A plan order cannot be cancelled here: it started a subscription. The customer cancels it under My Account, Subscriptions.',
  noMatch: (query: string) => `No orders match "${query}"`,
  moved: (orderNumber: string, status: OrderStatus): string => `${orderNumber} is now ${ORDER_STATUS_LABELS[status]}.`,
  cancelled: (orderNumber: string): string => `${orderNumber} was cancelled and its payment refunded.`,
} as const;

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

/** Who moved an order: an admin (by name), the customer (placing it), or the system. */
export const ORDER_ACTOR_KINDS = ['admin', 'customer', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

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

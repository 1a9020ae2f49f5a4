/**
 * The admin Dashboard (issue 19; docs/product/admin.md#dashboard had hard-coded sample figures, docs/architecture.md#real-admin-screens
 * asks for live ones): GET /api/admin/dashboard, admins only. Every figure is an SQL aggregate;
 * days are the studio's (STUDIO_TIME_ZONE).
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../orders';
import { isoDateTimeSchema } from './fields';

/** Days in the revenue series and the "30 days" figures (today included). */
export const DASHBOARD_DAYS = 30;
/** Entries in the recent activity list. */
export const DASHBOARD_ACTIVITY_LIMIT = 15;

export const ACTIVITY_KINDS = ['order', 'status', 'signup', 'subscription', 'admin'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Where an activity entry leads on the admin screens: an order or a user by search, or a screen. */
export const activityLinkSchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('order'), q: z.string() }),
  z.object({ to: z.literal('user'), q: z.string() }),
  z.object({ to: z.literal('packages') }),
  z.object({ to: z.literal('consultations') }),
]);
export type ActivityLink = z.infer<typeof activityLinkSchema>;

export const activitySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  at: isoDateTimeSchema,
  /** One line a person reads: 'Order ORD-2026-1234 placed by Jane Doe'. */
  text: z.string(),
  link: activityLinkSchema.nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const revenuePointSchema = z.object({
  /** 'YYYY-MM-DD' on the studio's clock. */
  date: z.string(),
  cents: z.number().int(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

export const adminDashboardResponseSchema = z.object({
  success: z.literal(true),
  /** When the figures were read, and the studio day they call today. */
  generatedAt: isoDateTimeSchema,
  today: z.string(),
  timeZone: z.string(),
  /** Captured payments (there are no refunds yet, decision 037), in cents. */
  revenue: z.object({ todayCents: z.number().int(), last30DaysCents: z.number().int() }),
  /** Orders (artwork and plan) placed in the last 30 days, and all orders by current status. */
  ordersLast30Days: z.number().int().nonnegative(),
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int().nonnegative() })),
  /** Accounts with role user created in the last 30 days. */
  newCustomersLast30Days: z.number().int().nonnegative(),
  activeSubscriptions: z.number().int().nonnegative(),
  /** Booked consultations not yet held or marked done. */
  upcomingConsultations: z.number().int().nonnegative(),
  /** One point per studio day, oldest first, zero-filled: DASHBOARD_DAYS points. */
  revenueSeries: z.array(revenuePointSchema),
  /** Newest first. */
  recentActivity: z.array(activitySchema),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;

import {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_DAYS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  STUDIO_TIME_ZONE,
  studioDate,
  studioInstant,
  type Activity,
  type ActivityLink,
  type AdminDashboardResponse,
  type AuditEntry,
} from '@wallart/shared';
import fp from 'fastify-plugin';
import type { AuditService } from '../audit';
import type { OrdersService } from '../orders';
import type { PaymentsService } from '../payments';
import type { SubscriptionsService } from '../subscriptions';
import type { UsersService } from '../users';

declare module 'fastify' {
  interface FastifyInstance {
    adminDashboardService: AdminDashboardService;
  }
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;

export interface AdminDashboardDeps {
  audit: Pick<AuditService, 'list'>;
  orders: Pick<OrdersService, 'countsByStatus' | 'placedSince' | 'recentOrders' | 'recentStatusChanges'>;
  payments: Pick<PaymentsService, 'capturedRevenueByDay'>;
  users: Pick<UsersService, 'newCustomersSince' | 'recentSignUps'>;
  subscriptions: Pick<SubscriptionsService, 'activeCount' | 'upcomingConsultationCount' | 'recentSubscriptions'>;
  now?: () => Date;
}

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, no time zone). */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const VERBS: Record<string, string> = { create: 'added', update: 'changed', delete: 'deleted', deactivate: 'deactivated', reactivate: 'reactivated', done: 'marked as done' };

/** One audit entry as a line and a link: "Ada changed package Starter". */
export function auditActivity(entry: AuditEntry): Activity {
  const [, verb = 'changed'] = entry.action.split('.');
  const snapshot = entry.after ?? entry.before ?? {};
  const text = (key: string) => (typeof snapshot[key] === 'string' ? (snapshot[key]) : undefined);
  const what = text('name') ?? text('email') ?? text('orderNumber') ?? (text('date') ? `${text('date')} ${text('time') ?? ''}`.trim() : undefined);
  const link: ActivityLink | null =
    entry.targetType === 'user' && text('email')
      ? { to: 'user', q: text('email')! }
      : entry.targetType === 'order' && text('orderNumber')
        ? { to: 'order', q: text('orderNumber')! }
        : entry.targetType === 'package'
          ? { to: 'packages' }
          : entry.targetType === 'consultation'
            ? { to: 'consultations' }
            : null;
  return {
    kind: 'admin',
    at: entry.createdAt,
    text: `${entry.actorName ?? 'An admin'} ${VERBS[verb] ?? verb} ${entry.targetType}${what ? ` ${what}` : ''}`,
    link,
  };
}

/**
 * The admin dashboard's figures (issue 19): each an SQL aggregate read through the other modules'
 * services (decision 069), on the studio's days (STUDIO_TIME_ZONE). "30 days" is today and the 29 days before it.
 */
export function createAdminDashboardService({ audit, orders: ordersService, payments, users, subscriptions: subscriptionsService, now = () => new Date() }: AdminDashboardDeps) {
  return {
    async read(): Promise<AdminDashboardResponse> {
      const at = now();
      const today = studioDate(at);
      const firstDay = addDays(today, -(DASHBOARD_DAYS - 1));
      const since = studioInstant(firstDay, '00:00');
      const perSource = DASHBOARD_ACTIVITY_LIMIT;

      // PGlite runs one query at a time anyway; on PostgreSQL these go out together.
      const [revenueDays, byStatus, ordersLast30Days, newCustomers, activeSubs, upcoming, orders, changes, signUps, subscriptions, adminWrites] = await Promise.all([
        payments.capturedRevenueByDay(since, at, STUDIO_TIME_ZONE),
        ordersService.countsByStatus(),
        ordersService.placedSince(since, at),
        users.newCustomersSince(since, at),
        subscriptionsService.activeCount(at),
        subscriptionsService.upcomingConsultationCount(at),
        ordersService.recentOrders(perSource),
        ordersService.recentStatusChanges(perSource),
        users.recentSignUps(perSource),
        subscriptionsService.recentSubscriptions(perSource),
        audit.list(perSource),
      ]);

      const byDay = new Map(revenueDays.map((d) => [d.date, d.cents]));
      const revenueSeries = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
        const date = addDays(firstDay, i);
        return { date, cents: byDay.get(date) ?? 0 };
      });
      const counts = new Map(byStatus.map((s) => [s.status, s.count]));

      const activity: Activity[] = [
        ...orders.map((o) => ({
          kind: 'order' as const,
          at: o.at.toISOString(),
          text: `${o.kind === 'plan' ? 'Plan order' : 'Order'} ${o.orderNumber} placed by ${o.customerName}`,
          link: { to: 'order' as const, q: o.orderNumber },
        })),
        ...changes.map((c) => ({
          kind: 'status' as const,
          at: c.at.toISOString(),
          text: `Order ${c.orderNumber} is now ${ORDER_STATUS_LABELS[c.status]}`,
          link: { to: 'order' as const, q: c.orderNumber },
        })),
        ...signUps.map((u) => ({ kind: 'signup' as const, at: u.at.toISOString(), text: `${u.name} signed up`, link: { to: 'user' as const, q: u.email } })),
        ...subscriptions.map((s) => ({
          kind: 'subscription' as const,
          at: s.at.toISOString(),
          text: `${s.name} subscribed to ${s.packageName}`,
          link: { to: 'user' as const, q: s.email },
        })),
        ...adminWrites.map(auditActivity),
      ];
      activity.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

      return {
        success: true,
        generatedAt: at.toISOString(),
        today,
        timeZone: STUDIO_TIME_ZONE,
        revenue: { todayCents: byDay.get(today) ?? 0, last30DaysCents: revenueSeries.reduce((sum, d) => sum + d.cents, 0) },
        ordersLast30Days,
        ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
        newCustomersLast30Days: newCustomers,
        activeSubscriptions: activeSubs,
        upcomingConsultations: upcoming,
        revenueSeries,
        recentActivity: activity.slice(0, DASHBOARD_ACTIVITY_LIMIT),
      };
    },
  };
}

export const adminDashboardServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('adminDashboardService', createAdminDashboardService({
        audit: app.auditService,
        orders: app.ordersService,
        payments: app.paymentsService,
        users: app.usersService,
        subscriptions: app.subscriptionsService,
      }),
    );
    done();
  },
  { name: 'admin-dashboard-service', dependencies: ['audit-service', 'orders-service', 'payments-service', 'users-service', 'subscriptions-service'] },
);

import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  ADMIN_ORDER_MESSAGES,
  ORDER_MESSAGES,
  canTransition,
  nextOrderStatuses,
  type AdminOrder,
  type AdminOrderHistoryEntry,
  type AdminOrderListQuery,
  type AdminOrderListResponse,
  type AdminOrderStatusBody,
  type Order,
  type OrderKind,
  type OrderStatus,
} from '@wallart/shared';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { record } from '../audit';
import type { OrdersService } from '../orders';
import type { PaymentsService } from '../payments';
import type { UsersService } from '../users';

declare module 'fastify' {
  interface FastifyInstance {
    adminOrdersService: AdminOrdersService;
  }
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

/** What a status change answers: the order as it is now, moved or (a stale view) as someone else left it. */
export type StatusChangeResult = { kind: 'moved'; order: AdminOrder } | { kind: 'stale'; order: AdminOrder; message: string };

/**
 * Where an order may go next from the admin screen: ORDER_TRANSITIONS, less a plan order's cancel
 * (decision 036: it started a subscription, which a cancel here would leave running).
 */
export function allowedNextStatuses(kind: OrderKind, status: OrderStatus): OrderStatus[] {
  return nextOrderStatuses(status).filter((next) => !(kind === 'plan' && next === 'cancelled'));
}

/** A status change of an order, as the orders face reads it. */
type StatusHistoryRow = Awaited<ReturnType<OrdersService['statusHistory']>>[number];

/**
 * An order as the admin screen answers it: its history with who made each change ('Customer'
 * placed it, an admin by their current name from `adminNames`, 'System' when nobody is named) and
 * the statuses it may move to.
 */
function toAdminOrder(order: Order, history: readonly StatusHistoryRow[], adminNames: ReadonlyMap<string, string>): AdminOrder {
  const entries: AdminOrderHistoryEntry[] = history.map((r) => ({
    status: r.status,
    at: r.at.toISOString(),
    changedBy:
      r.status === 'placed'
        ? { kind: 'customer' as const, name: 'Customer' }
        : r.changedBy === null
          ? { kind: 'system' as const, name: 'System' }
          : r.changedBy === order.userId
            ? { kind: 'customer' as const, name: 'Customer' }
            : { kind: 'admin' as const, name: adminNames.get(r.changedBy) ?? 'A former admin' },
  }));
  return { ...order, history: entries, nextStatuses: allowedNextStatuses(order.kind, order.status) };
}

/**
 * The admin Orders screen (issue 19, decision 036): work across the orders, payments, audit and
 * users modules, each through its face (decision 013). It owns no table.
 */
export function createAdminOrdersService(deps: {
  db: Db;
  orders: OrdersService;
  payments: Pick<PaymentsService, 'refund'>;
  users: Pick<UsersService, 'findById'>;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, orders } = deps;
  const now = deps.now ?? (() => new Date());

  /** The order's history rows and its admins' current names (a deleted admin: 'A former admin'). */
  const historyOf = async (order: Order) => {
    const rows = await orders.statusHistory(order._id);
    const actorIds = [...new Set(rows.filter((r) => r.status !== 'placed' && r.changedBy).map((r) => r.changedBy!))];
    const adminNames = new Map<string, string>();
    for (const id of actorIds) {
      const user = await deps.users.findById(id);
      adminNames.set(id, user?.name ?? 'A former admin');
    }
    return { rows, adminNames };
  };

  const service = {
    async list(query: AdminOrderListQuery): Promise<AdminOrderListResponse> {
      const { rows, total } = await orders.adminList(query);
      return { orders: rows, total, page: query.page, pageSize: query.pageSize };
    },

    /** One order with its history (who and when) and the statuses it may move to; 404 when there is none. */
    async get(id: string): Promise<AdminOrder> {
      const order = await orders.findById(id);
      if (!order) throw notFound(ADMIN_ORDER_NOT_FOUND);
      const { rows, adminNames } = await historyOf(order);
      return toAdminOrder(order, rows, adminNames);
    },

    /**
     * Moves an order (POST /api/admin/orders/{id}/status). One transaction: the order row locked,
     * a stale view refused (the status is no longer `expectedStatus`: the order as it is now is
     * answered with 409), a move outside ORDER_TRANSITIONS refused (409), then the status and its
     * history row (changedBy = the admin), an audit row and, for a cancel, the payment's refund.
     * The customer's mail is queued in the same transaction and sent by the job queue; a mail
     * failure is retried there and never fails the move.
     */
    async changeStatus(actorId: string, id: string, body: AdminOrderStatusBody): Promise<StatusChangeResult> {
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const row = await orders.lockForStatusChange(tx, id);
        if (!row) throw notFound(ADMIN_ORDER_NOT_FOUND);
        if (row.status !== body.expectedStatus) return { kind: 'stale' as const, orderNumber: row.orderNumber, current: row.status };
        if (!canTransition(row.status, body.status)) throw conflict(ADMIN_ORDER_MESSAGES.invalidTransition);
        if (row.kind === 'plan' && body.status === 'cancelled') throw conflict(ADMIN_ORDER_MESSAGES.planCancel);
        const { historyId } = await orders.setStatus(tx, id, body.status, actorId, at);
        // The customer's mail about this move: a job in this transaction, sent once by the queue.
        await orders.queueStatusMail(tx, { orderId: id, status: body.status, historyId });
        const refund = body.status === 'cancelled' ? await deps.payments.refund(tx, row.paymentId, at) : null;
        await record(tx, {
          actorId,
          action: body.status === 'cancelled' ? 'order.cancel' : 'order.status',
          targetType: 'order',
          targetId: id,
          before: { orderNumber: row.orderNumber, status: row.status },
          after: { orderNumber: row.orderNumber, status: body.status, ...(refund ? { refundedPaymentId: refund.paymentId } : {}) },
        });
        return { kind: 'moved' as const };
      });
      const order = await service.get(id);
      if (outcome.kind === 'stale') return { kind: 'stale', order, message: ADMIN_ORDER_MESSAGES.stale(outcome.orderNumber, outcome.current) };
      // The answer never waits for a mail server: the queue sends (and retries) the mail.
      orders.notifyMail();
      return { kind: 'moved', order };
    },
  };
  return service;
}

const ADMIN_ORDER_NOT_FOUND = ORDER_MESSAGES.notFound;

export const adminOrdersServicePlugin = fp(
  (app, _options, done) => {
    app.decorate(
      'adminOrdersService',
      createAdminOrdersService({ db: app.db, orders: app.ordersService, payments: app.paymentsService, users: app.usersService, log: app.log }),
    );
    done();
  },
  { name: 'admin-orders-service', dependencies: ['db', 'orders-service', 'payments-service', 'users-service', 'audit-service'] },
);

import { and, asc, count, desc, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  centsToDollars,
  cents,
  estimatedDeliveryText,
  isLocale,
  localeOfLanguage,
  normalizeEmail,
  orderNumberCandidate,
  ORDER_MESSAGES,
  SHIPPING_METHOD,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type CheckoutTotals,
  type Locale,
  type Order,
  type OrderKind,
  type OrderStatus,
  type PlanSummary,
} from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { newObjectId } from '../../lib/object-id';
import type { MailMessage } from '../../plugins/app/mail';
import type { MailJobs } from '../mail-jobs';
import type { Storage } from '../../plugins/app/storage';
import type { ChargeResult, PaymentRow, PaymentsService } from '../payments';
import { t } from '../../lib/i18n';
import { invoicePreviews } from './invoice-previews';
import { mailMoneyIn, paidWithIn, planTitleIn, statusLabelIn } from './order-texts';
import { orderCountsByStatus, ordersPlacedSince, recentOrders, recentStatusChanges } from './orders.stats';
import { createPdfThreads, type PdfThreads } from './pdf-threads';
import {
  orderLines,
  orderNumbers,
  orderStatusHistory,
  orders,
  type ArtworkSnapshot,
  type OrderContact,
  type OrderLineRow,
  type OrderRow,
  type OrderStatusRow,
} from './orders.tables';

declare module 'fastify' {
  interface FastifyInstance {
    ordersService: OrdersService;
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** Who is asking (own orders, or any as an admin). */
export type OrderViewer = { id: string; role: string };

/** One line of a new order: the cart line's values and its artwork as claimed in the transaction. */
export interface NewOrderLine {
  artworkId: string;
  previewId: string | null;
  artwork: ArtworkSnapshot;
  preview: ArtworkSnapshot | null;
  prompt: string | null;
  name: string;
  description: string;
  options: OrderLineRow['options'];
  dimensions: OrderLineRow['dimensions'];
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

export interface NewOrder {
  /** 'artwork' (the default) or 'plan' (issue 18). */
  kind?: OrderKind;
  /** A number reserved earlier with `reserveOrderNumber` (a plan checkout's); otherwise one is reserved now. */
  orderNumber?: string;
  userId: string;
  customer: { name: string; email: string };
  package: { id: string; name: string; description: string; priceCents: number | null };
  totals: CheckoutTotals;
  /** The payment page's service fee of a plan order, included in `totals.total`; 0 by default. */
  serviceFeeCents?: number;
  shippingAddress: string;
  payment: ChargeResult & { amountCents: number };
  lines: NewOrderLine[];
  /** A plan order's /payment contact fields, plan as bought and the subscription it starts. */
  contact?: OrderContact;
  plan?: PlanSummary;
  subscriptionId?: string;
  /** The checkout's language (its Accept-Language); English when not given. */
  locale?: Locale;
}

/** The kinds of queued mail the orders module makes (modules/mail-jobs, decision 050). */
export const ORDER_CONFIRMATION_MAIL = 'order-confirmation';
export const ORDER_STATUS_MAIL = 'order-status';

/** The one key of an order's confirmation mail: it is sent once, however often its job runs. */
export const orderConfirmationKey = (orderId: string) => `order-confirmation:${orderId}`;
/** The key of the mail of one status change (the order's history entry). */
export const orderStatusMailKey = (historyId: string) => `order-status:${historyId}`;

type Message = Omit<MailMessage, 'key'>;

const orderNotFound = () => new HttpError(404, ORDER_MESSAGES.notFound);

/** Escapes LIKE's wildcards (`%`, `_`) and its escape character, so a search matches them literally. */
function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** docs/product/cart-and-orders.md#order-history: the package's material and installation as the details dialog shows them. */
function packageDetails(pkg: { name: string; priceCents: number | null }) {
  const quoted = pkg.priceCents === null;
  return {
    material: 'Canvas print',
    installation: quoted ? 'Quoted separately by our team' : `Included in the ${pkg.name} package`,
    quotedSeparately: quoted,
  };
}

function toOrder(row: OrderRow, lines: OrderLineRow[], history: OrderStatusRow[], payment: PaymentRow): Order {
  const first = lines[0];
  return {
    _id: row.id,
    kind: row.kind,
    orderNumber: row.orderNumber,
    userId: row.userId ?? '000000000000000000000000',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    statusHistory: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
    totalPrice: centsToDollars(cents(row.totalCents)),
    totals: {
      artworkCents: row.artworkCents,
      packageCents: row.packageCents,
      subtotalCents: row.subtotalCents,
      taxCents: row.taxCents,
      shippingCents: row.shippingCents,
      serviceFeeCents: row.serviceFeeCents,
      totalCents: row.totalCents,
      currency: 'CAD',
    },
    packageId: {
      _id: row.packageId,
      name: row.package.name,
      description: row.package.description,
      priceCents: row.package.priceCents,
      ...packageDetails(row.package),
    },
    generatedImageId: first ? { _id: first.imageId, prompt: first.prompt } : null,
    items: lines.map((l) => ({
      _id: l.id,
      artworkId: l.imageId,
      previewId: l.previewId,
      artwork: l.artwork,
      preview: l.preview,
      image: (l.preview ?? l.artwork).previewUrl,
      name: l.name,
      description: l.description,
      options: l.options,
      dimensions: l.dimensions,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
    })),
    shippingAddress: row.shippingAddress,
    shippingMethod: SHIPPING_METHOD,
    estimatedDelivery: estimatedDeliveryText(row.kind, row.status),
    customer: { name: row.customerName, email: row.customerEmail },
    payment: {
      method: payment.method,
      brand: payment.brand,
      last4: payment.last4,
      transactionId: payment.transactionId,
      amountCents: payment.amountCents,
      status: payment.refundedAt ? 'refunded' : 'captured',
      refundedAt: payment.refundedAt?.toISOString() ?? null,
    },
    plan: row.plan ?? null,
    contact: row.contact ?? null,
    subscriptionId: row.subscriptionId ?? null,
  };
}

/**
 * Orders (issue 13): written by checkout inside its transaction, read by their owner or an admin,
 * turned into an invoice PDF, and confirmed by mail with the invoice attached.
 */
export function createOrdersService(deps: {
  db: Db;
  /** The payments module's face: orders read their payments through it (decision 013). */
  payments: Pick<PaymentsService, 'findByIds'>;
  storage: Storage;
  /** The queued mails: confirmations and status mails are made and sent by the job queue. */
  mailJobs: Pick<MailJobs, 'queue' | 'notify'>;
  shopEmail: string;
  /** Where invoices and receipts are laid out: a worker thread (decision 088). */
  pdf: PdfThreads;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Lines, history and payments of some orders, in as many queries as tables. */
  const hydrate = async (rows: OrderRow[], tx: Db | Tx = db): Promise<Order[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [lines, history, pays] = await Promise.all([
      tx.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
      tx.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids)).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
      deps.payments.findByIds(rows.map((r) => r.paymentId), tx),
    ]);
    const paymentById = new Map(pays.map((p) => [p.id, p]));
    return rows.map((row) =>
      toOrder(
        row,
        lines.filter((l) => l.orderId === row.id),
        history.filter((h) => h.orderId === row.id),
        paymentById.get(row.paymentId)!,
      ),
    );
  };

  const service = {
    // The admin dashboard's figures (issue 19), read through this face (decision 069).
    /** Every order by its current status, counted in SQL. */
    countsByStatus: (tx: Db | Tx = db) => orderCountsByStatus(tx),
    /** Orders (artwork and plan) placed from `since` to `until`. */
    placedSince: (since: Date, until: Date, tx: Db | Tx = db) => ordersPlacedSince(tx, since, until),
    /** The newest orders, for the dashboard's recent activity. */
    recentOrders: (limit: number, tx: Db | Tx = db) => recentOrders(tx, limit),
    /** The newest status changes after 'placed'. */
    recentStatusChanges: (limit: number, tx: Db | Tx = db) => recentStatusChanges(tx, limit),

    /**
     * Reserves the next order number (docs/architecture.md#unique-order-numbers, issue 18): 'ORD-{year}-{n}' drawn at random
     * and recorded in order_numbers, whose primary key is the one uniqueness of numbers across
     * artwork orders and plan checkouts; a clash draws again, and a year that runs out widens the
     * number (orderNumberCandidate). A concurrent twin waits on the key until the first commits.
     */
    async reserveOrderNumber(tx: Db | Tx, at: Date = now()): Promise<string> {
      const year = at.getUTCFullYear();
      for (let attempt = 0; ; attempt++) {
        const number = orderNumberCandidate(year, attempt, Math.random);
        const [reserved] = await tx.insert(orderNumbers).values({ number, createdAt: at }).onConflictDoNothing().returning({ number: orderNumbers.number });
        if (reserved) return reserved.number;
      }
    },

    /**
     * Writes the order (status placed, its first history entry and the line snapshot) in the
     * checkout's transaction. A plan order (issue 18) has no lines and brings its reserved number.
     */
    async create(tx: Tx, input: NewOrder): Promise<Order> {
      const at = now();
      const id = newObjectId(at);
      const orderNumber = input.orderNumber ?? (await service.reserveOrderNumber(tx, at));
      const [row] = await tx
        .insert(orders)
        .values({
          id,
          kind: input.kind ?? 'artwork',
          orderNumber,
          userId: input.userId,
          locale: input.locale ?? 'en',
          status: 'placed',
          packageId: input.package.id,
          package: { name: input.package.name, description: input.package.description, priceCents: input.package.priceCents },
          artworkCents: input.totals.artwork,
          packageCents: input.totals.package,
          subtotalCents: input.totals.subtotal,
          taxCents: input.totals.tax,
          shippingCents: input.totals.shipping,
          serviceFeeCents: input.serviceFeeCents ?? 0,
          totalCents: input.totals.total,
          shippingAddress: input.shippingAddress,
          customerName: input.customer.name,
          customerEmail: input.customer.email,
          contact: input.contact ?? null,
          plan: input.plan ?? null,
          subscriptionId: input.subscriptionId ?? null,
          paymentId: input.payment.paymentId,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!row) throw new Error('order insert returned no row');
      const lineRows = input.lines.length === 0 ? [] : await tx
        .insert(orderLines)
        .values(
          input.lines.map((l, position) => ({
            id: newObjectId(at),
            orderId: id,
            position,
            imageId: l.artworkId,
            previewId: l.previewId,
            artwork: l.artwork,
            preview: l.preview,
            prompt: l.prompt,
            name: l.name,
            description: l.description,
            options: l.options,
            dimensions: l.dimensions,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            lineTotalCents: l.lineTotalCents,
          })),
        )
        .returning();
      const [history] = await tx
        .insert(orderStatusHistory)
        .values({ id: newObjectId(at), orderId: id, status: 'placed', changedBy: input.userId, at })
        .returning();
      const payment: PaymentRow = {
        id: input.payment.paymentId,
        userId: input.userId,
        token: '',
        method: input.payment.method,
        brand: input.payment.brand,
        last4: input.payment.last4,
        amountCents: input.payment.amountCents,
        currency: 'CAD',
        status: 'captured',
        transactionId: input.payment.transactionId,
        createdAt: at,
        refundedAt: null,
      };
      return toOrder(row, lineRows, history ? [history] : [], payment);
    },

    /** Records the subscription a plan order started (when it is made after the order, in the same transaction). */
    async linkSubscription(tx: Tx, orderId: string, subscriptionId: string): Promise<void> {
      await tx.update(orders).set({ subscriptionId, updatedAt: now() }).where(eq(orders.id, orderId));
    },

    /** docs/product/cart-and-orders.md#order-history: the user's orders, newest first. */
    async listForUser(userId: string): Promise<Order[]> {
      const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
      return hydrate(rows);
    },

    /** One order for its owner or an admin; 404 for anyone else (never 403: ids are not confirmed). */
    async getVisible(id: string, viewer: OrderViewer): Promise<Order> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), viewer.role === 'admin' ? undefined : eq(orders.userId, viewer.id)));
      if (!row) throw orderNotFound();
      const [order] = await hydrate([row]);
      return order!;
    },

    /** The invoice as a PDF (shop, customer, lines with previews, package, taxes, totals, payment, order id). */
    async invoice(order: Order, locale: Locale = 'en'): Promise<Buffer> {
      // The previews are read here (storage, sharp); the layout is the PDF thread's (decision 088).
      const previews = await invoicePreviews(order, deps.storage, deps.log);
      return deps.pdf.render({ kind: 'invoice', order, shopEmail: deps.shopEmail, locale, previews });
    },

    /** A plan order's receipt as a PDF (issue 18): plan, price, service fee, total, card and transaction, contact. In `locale` (issue 37). */
    async receipt(order: Order, locale: Locale = 'en'): Promise<Buffer> {
      return deps.pdf.render({ kind: 'receipt', order, shopEmail: deps.shopEmail, locale });
    },

    /**
     * The order confirmation (outbox without SMTP_URL): an artwork order's with the invoice
     * attached, a plan order's (issue 18) with the receipt. To the account's address. Made by the
     * mail queue's worker, never in the request. In `locale` (issue 37), the attachment too.
     */
    async confirmationMessage(order: Order, locale: Locale = 'en'): Promise<Message> {
      if (order.kind === 'plan' && order.plan) {
        const pdf = await service.receipt(order, locale);
        const plan = planTitleIn(locale, order.plan.title);
        const consultations = order.plan.consultations;
        return {
          to: order.customer.email,
          subject: t(locale, 'Your WallArt Studio {plan} ({orderNumber})', { plan, orderNumber: order.orderNumber }),
          text: [
            t(locale, 'Hello {name},', { name: order.contact ? order.contact.firstName : order.customer.name }),
            '',
            t(locale, 'Thank you for purchasing the {plan}. Your order {orderNumber} is confirmed.', { plan, orderNumber: order.orderNumber }),
            t(locale, 'Total paid: {total} (plan price and the service fee), with {paidWith}.', {
              total: mailMoneyIn(locale, order.totals.totalCents),
              paidWith: paidWithIn(locale, order.payment),
            }),
            consultations === null
              ? t(locale, 'Your subscription runs for 12 months and includes unlimited consultations; book them under My Account, Subscriptions.')
              : t(
                  locale,
                  'Your subscription runs for 12 months and includes {consultations, plural, one {# design consultation} other {# design consultations}}; book them under My Account, Subscriptions.',
                  { consultations },
                ),
            '',
            t(locale, 'Next steps: our team reviews your project and a designer will contact you within 24 hours for your first consultation.'),
            t(locale, 'Your receipt is attached.'),
            '',
            'WallArt Studio',
          ].join('\n'),
          attachments: [{ filename: `receipt-${order.orderNumber}.pdf`, content: pdf, contentType: 'application/pdf' }],
        };
      }
      const pdf = await service.invoice(order, locale);
      return {
        to: order.customer.email,
        subject: t(locale, 'Your WallArt Studio order {orderNumber}', { orderNumber: order.orderNumber }),
        text: [
          t(locale, 'Hello {name},', { name: order.customer.name }),
          '',
          t(locale, 'Thank you for your order {orderNumber} (order id {orderId}).', { orderNumber: order.orderNumber, orderId: order._id }),
          t(locale, 'Total paid: {total}, with {paidWith}.', { total: mailMoneyIn(locale, order.totals.totalCents), paidWith: paidWithIn(locale, order.payment) }),
          t(locale, 'Package: {packageName}. {installation}.', { packageName: order.packageId.name, installation: order.packageId.installation }),
          t(locale, 'Shipping: {method}, estimated {estimate}.', { method: order.shippingMethod, estimate: order.estimatedDelivery }),
          '',
          t(locale, 'Your invoice is attached. Our designer will contact you within 24 hours.'),
          '',
          'WallArt Studio',
        ].join('\n'),
        attachments: [{ filename: `invoice-${order.orderNumber}.pdf`, content: pdf, contentType: 'application/pdf' }],
      };
    },

    /**
     * Queues the order's confirmation in the transaction that writes the order (no order without
     * its mail, no mail without its order); the job queue makes and sends it once. Call
     * `notifyMail()` after the commit.
     */
    async queueConfirmation(tx: Db | Tx, orderId: string): Promise<void> {
      await deps.mailJobs.queue(tx, ORDER_CONFIRMATION_MAIL, orderConfirmationKey(orderId), { orderId });
    },

    /** Queues the mail of a status change in the transaction that makes it (the history entry names it). */
    async queueStatusMail(tx: Db | Tx, change: { orderId: string; status: OrderStatus; historyId: string }): Promise<void> {
      await deps.mailJobs.queue(tx, ORDER_STATUS_MAIL, orderStatusMailKey(change.historyId), change);
    },

    /** Starts this process's mail worker at once (after the commit of a transaction that queued a mail). */
    notifyMail(): void {
      deps.mailJobs.notify();
    },

    /**
     * The customer's mail after an admin moved their order (issue 19): plain text, 'Your order
     * ORD-… is now In Production'. A cancel says the payment was refunded. `order.status` is the
     * status it was moved to.
     */
    statusMessage(order: Order, locale: Locale = 'en'): Message {
      const status = statusLabelIn(locale, order.status);
      const name = order.contact ? order.contact.firstName : order.customer.name;
      const { orderNumber } = order;
      const lines =
        order.status === 'cancelled'
          ? [
              t(locale, 'Your order {orderNumber} has been cancelled.', { orderNumber }),
              t(locale, 'Your payment of {total} ({paidWith}) has been refunded in full.', {
                total: mailMoneyIn(locale, order.totals.totalCents),
                paidWith: paidWithIn(locale, order.payment),
              }),
            ]
          : order.status === 'completed'
            ? [t(locale, 'Your order {orderNumber} is now {status}. Thank you for choosing WallArt Studio.', { orderNumber, status })]
            : [
                t(locale, 'Your order {orderNumber} is now {status}.', { orderNumber, status }),
                // A plan ships nothing: its line says so instead of an artwork's estimate (estimatedDeliveryText).
                order.kind === 'plan'
                  ? t(locale, 'Delivery: {estimate}.', { estimate: order.estimatedDelivery })
                  : t(locale, 'Estimated delivery: {estimate}.', { estimate: order.estimatedDelivery }),
              ];
      return {
        to: order.customer.email,
        subject: t(locale, 'Your order {orderNumber} is now {status}', { orderNumber, status }),
        text: [t(locale, 'Hello {name},', { name }), '', ...lines, t(locale, 'You can follow it under Cart and Orders, Order History.'), '', 'WallArt Studio'].join('\n'),
      };
    },

    /**
     * One page of every order for the admin Orders screen (issue 19), newest first (id breaks ties).
     * `q` matches the order number from its start (any case) or the customer's email anywhere (any
     * case); `%`, `_` and `\\` are taken literally. Order numbers are stored upper-case ('ORD-…')
     * and emails normalised (lower-case, `normalizeEmail`), so both sides compare with a plain LIKE
     * against the query cased the same way: a third of ILIKE's cost on a scan (decision 040).
     *
     * Two steps, so a deep page stays cheap (decision 040): the page's ids alone, read in the
     * (status,) created_at, id indexes' order, then those rows with their item counts. Counting
     * pieces for every row an OFFSET skips, and sorting whole rows, made page 500 of 10 000 take
     * 80–130 ms; the count runs beside the first step.
     */
    async adminList({ q, status, kind, page, pageSize }: AdminOrderListQuery): Promise<{ rows: AdminOrderSummary[]; total: number }> {
      const conditions: SQL[] = [];
      if (q) {
        conditions.push(
          or(
            like(orders.orderNumber, `${escapeLikePattern(q.toUpperCase())}%`),
            like(orders.customerEmail, `%${escapeLikePattern(normalizeEmail(q))}%`),
          )!,
        );
      }
      if (status) conditions.push(eq(orders.status, status));
      if (kind) conditions.push(eq(orders.kind, kind));
      const where = conditions.length ? and(...conditions) : undefined;
      const [pageIds, [counted]] = await Promise.all([
        db
          .select({ id: orders.id })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      const ids = pageIds.map((r) => r.id);
      // Written out in full: drizzle leaves a one-table select's columns unqualified, which inside
      // the subquery would name order_lines' own columns.
      const itemCount = sql<number>`coalesce((select sum(l.quantity) from order_lines l where l.order_id = "orders"."id"), 0)`.mapWith(Number);
      const rows = ids.length === 0 ? [] : await db.select({ order: orders, itemCount }).from(orders).where(inArray(orders.id, ids));
      const byId = new Map(rows.map((r) => [r.order.id, r]));
      return {
        rows: ids.map((id) => {
          const { order, itemCount: pieces } = byId.get(id)!;
          return {
            _id: order.id,
            orderNumber: order.orderNumber,
            kind: order.kind,
            createdAt: order.createdAt.toISOString(),
            updatedAt: order.updatedAt.toISOString(),
            status: order.status,
            customer: { name: order.customerName, email: order.customerEmail },
            itemCount: pieces,
            planTitle: order.plan?.title ?? null,
            totalCents: order.totalCents,
            currency: 'CAD' as const,
          };
        }),
        total: counted?.total ?? 0,
      };
    },

    /** One order (any owner), read inside `tx` when given; undefined when there is none. */
    /**
     * The language of an order's mails and PDFs (docs/product/messages.md#server-texts): the
     * account's preferred language, else the checkout's (stored on the order), else English.
     */
    async recipientLocale(orderId: string, preferredLanguage: (userId: string) => Promise<string | undefined>): Promise<Locale> {
      const [row] = await db.select({ userId: orders.userId, locale: orders.locale }).from(orders).where(eq(orders.id, orderId));
      if (!row) return 'en';
      const preferred = row.userId ? localeOfLanguage(await preferredLanguage(row.userId)) : null;
      return preferred ?? (isLocale(row.locale) ? row.locale : 'en');
    },

    async findById(id: string, tx: Db | Tx = db): Promise<Order | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      if (!row) return undefined;
      const [order] = await hydrate([row], tx);
      return order;
    },

    /** Order numbers by order id (a subscription names the order that started it); unknown ids are left out. */
    async orderNumbersOf(ids: readonly string[], tx: Db | Tx = db): Promise<Map<string, string>> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const rows = await tx.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, wanted));
      return new Map(rows.map((r) => [r.id, r.orderNumber]));
    },

    /**
     * The customer's newest plan order for a package that has started no subscription yet (and
     * was paid with `paymentId` when given), locked FOR UPDATE in the caller's transaction so two
     * requests cannot both start a subscription from it; undefined when there is none.
     */
    async lockUnlinkedPlanOrder(tx: Tx, match: { userId: string; packageId: string; paymentId?: string | undefined }): Promise<{ id: string; paymentId: string } | undefined> {
      const [row] = await tx
        .select({ id: orders.id, paymentId: orders.paymentId })
        .from(orders)
        .where(
          and(
            eq(orders.kind, 'plan'),
            eq(orders.userId, match.userId),
            eq(orders.packageId, match.packageId),
            isNull(orders.subscriptionId),
            match.paymentId ? eq(orders.paymentId, match.paymentId) : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1)
        .for('update');
      return row;
    },

    /**
     * Of the given orders, those completed or cancelled at or before `before` (when they reached that
     * status, from their history): the print-files module keeps such an order's files 90 days
     * (README "Retention").
     */
    async closedBefore(ids: readonly string[], before: Date): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderStatusHistory, and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.status, orders.status)))
        .where(and(inArray(orders.id, [...ids]), inArray(orders.status, ['completed', 'cancelled'])))
        .groupBy(orders.id)
        .having(sql`max(${orderStatusHistory.at}) <= ${before.toISOString()}::timestamptz`);
      return new Set(rows.map((r) => r.id));
    },

    /** Whether an order exists (any owner). */
    async exists(id: string, tx: Db | Tx = db): Promise<boolean> {
      const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
      return row !== undefined;
    },

    /**
     * One order line as ordered (the print-files module renders from it, decision 038), limited to
     * `orderId` when given; undefined when there is none. Read inside `tx` when given.
     */
    async findLine(lineId: string, options: { orderId?: string; tx?: Db | Tx } = {}): Promise<OrderLineRow | undefined> {
      const [row] = await (options.tx ?? db)
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.id, lineId), options.orderId === undefined ? undefined : eq(orderLines.orderId, options.orderId)));
      return row;
    },

    /** An order line's order number and 1-based number within its order (a print file's download name). */
    async lineLabel(lineId: string): Promise<{ orderNumber: string; lineNumber: number } | undefined> {
      const [row] = await db
        .select({ orderNumber: orders.orderNumber, position: orderLines.position })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orderLines.id, lineId));
      return row ? { orderNumber: row.orderNumber, lineNumber: row.position + 1 } : undefined;
    },

    /** An order's status history with who made each change (a user id, or null for the system). */
    async statusHistory(orderId: string, tx: Db | Tx = db): Promise<{ status: OrderStatus; at: Date; changedBy: string | null }[]> {
      return tx
        .select({ status: orderStatusHistory.status, at: orderStatusHistory.at, changedBy: orderStatusHistory.changedBy })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    },

    /**
     * Locks an order's row for a status change (SELECT … FOR UPDATE): a second admin moving the
     * same order waits here until the first commits, then reads the new status.
     */
    async lockForStatusChange(tx: Tx, id: string): Promise<Pick<OrderRow, 'id' | 'orderNumber' | 'kind' | 'status' | 'userId' | 'paymentId' | 'subscriptionId'> | undefined> {
      const [row] = await tx
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          kind: orders.kind,
          status: orders.status,
          userId: orders.userId,
          paymentId: orders.paymentId,
          subscriptionId: orders.subscriptionId,
        })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      return row;
    },

    /**
     * Writes a new status and its history entry in the caller's transaction (the caller has locked
     * the row and checked the move against ORDER_TRANSITIONS). `changedBy` is the admin's id.
     */
    async setStatus(tx: Tx, id: string, status: OrderStatus, changedBy: string | null, at: Date = now()): Promise<{ historyId: string }> {
      await tx.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, id));
      const historyId = newObjectId(at);
      await tx.insert(orderStatusHistory).values({ id: historyId, orderId: id, status, changedBy, at });
      return { historyId };
    },

  };
  return service;
}

export type { OrderStatus };

export const ordersServicePlugin = fp(
  (app, _options, done) => {
    const pdf = createPdfThreads();
    app.addHook('onClose', () => pdf.close());
    const service = createOrdersService({
      db: app.db,
      payments: app.paymentsService,
      storage: app.storage,
      mailJobs: app.mailJobs,
      shopEmail: app.config.shopEmail,
      pdf,
      log: app.log,
    });
    app.decorate('ordersService', service);
    // The queued mails' makers: each reads the order as it is when the job runs (a mail whose order
    // is gone has nothing to send); a status mail tells the status its change moved the order to.
    // Each in the customer's language as it is when the job runs (issue 37); the account's
    // preferred language through the users module's face (read when the job runs, after start-up).
    const preferredLanguage = async (userId: string) => (await app.usersService.findById(userId))?.language;
    app.mailJobs.register<{ orderId: string }>(ORDER_CONFIRMATION_MAIL, async ({ orderId }) => {
      const order = await service.findById(orderId);
      return order ? service.confirmationMessage(order, await service.recipientLocale(orderId, preferredLanguage)) : null;
    });
    app.mailJobs.register<{ orderId: string; status: OrderStatus }>(ORDER_STATUS_MAIL, async ({ orderId, status }) => {
      const order = await service.findById(orderId);
      const locale = await service.recipientLocale(orderId, preferredLanguage);
      return order ? service.statusMessage({ ...order, status, estimatedDelivery: estimatedDeliveryText(order.kind, status) }, locale) : null;
    });
    done();
  },
  { name: 'orders-service', dependencies: ['db', 'storage', 'mail-jobs-service', 'payments-service'] },
);

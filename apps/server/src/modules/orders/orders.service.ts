import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  centsToDollars,
  cents,
  estimatedDeliveryText,
  generateOrderNumber,
  ORDER_MESSAGES,
  paidWithText,
  SHIPPING_METHOD,
  type CheckoutTotals,
  type Order,
  type OrderStatus,
} from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { newObjectId } from '../../lib/object-id';
import type { Mailer } from '../../plugins/app/mail';
import type { Storage } from '../../plugins/app/storage';
import { payments, type ChargeResult, type PaymentRow } from '../payments';
import { renderInvoicePdf } from './invoice-pdf';
import {
  orderLines,
  orderStatusHistory,
  orders,
  type ArtworkSnapshot,
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
  userId: string;
  customer: { name: string; email: string };
  package: { id: string; name: string; description: string; priceCents: number | null };
  totals: CheckoutTotals;
  shippingAddress: string;
  payment: ChargeResult & { amountCents: number };
  lines: NewOrderLine[];
}

/** A failed confirmation mail is tried again after 10 s, 1 min and 5 min, then logged as not sent. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [10_000, 60_000, 300_000];

/** Order numbers drawn per width before the number gets one digit wider (DESIGN §4.15). */
const DRAWS_PER_WIDTH = 20;

const orderNotFound = () => new HttpError(404, ORDER_MESSAGES.notFound);

/** SPEC §3 "Order (server)": the package's material and installation as the details dialog shows them. */
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
    kind: 'artwork',
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
      serviceFeeCents: 0,
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
    estimatedDelivery: estimatedDeliveryText(row.status),
    customer: { name: row.customerName, email: row.customerEmail },
    payment: {
      method: payment.method,
      brand: payment.brand,
      last4: payment.last4,
      transactionId: payment.transactionId,
      amountCents: payment.amountCents,
      status: 'captured',
    },
    // Plan orders come with issue 18.
    plan: null,
    contact: null,
    subscriptionId: null,
  };
}

/**
 * Orders (issue 13): written by checkout inside its transaction, read by their owner or an admin,
 * turned into an invoice PDF, and confirmed by mail with the invoice attached.
 */
export function createOrdersService(deps: {
  db: Db;
  storage: Storage;
  mail: Mailer;
  shopEmail: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
  /** Waits before each retry of a failed confirmation mail (tests shorten them). */
  mailRetryDelaysMs?: readonly number[];
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Lines, history and payments of some orders, in as many queries as tables. */
  const hydrate = async (rows: OrderRow[]): Promise<Order[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [lines, history, pays] = await Promise.all([
      db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
      db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids)).orderBy(asc(orderStatusHistory.at)),
      db.select().from(payments).where(inArray(payments.id, rows.map((r) => r.paymentId))),
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

  // Confirmation mails are made and sent one at a time after the order has committed and been
  // answered, so a burst of orders never makes checkout wait for PDFs or a mail server, and a mail
  // failure can never undo or block an order. A failed send is retried after each of
  // `mailRetryDelaysMs` (a retry waits outside the queue, so one bad message does not hold up the
  // others); the last failure, or a retry still waiting when the app closes, is logged as an error
  // with the order id and number, so an operator can resend it.
  let mailQueue: Promise<void> = Promise.resolve();
  const retryDelays = deps.mailRetryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  const waitingRetries = new Map<NodeJS.Timeout, { order: Order; attempts: number }>();
  let closing = false;
  const notSent = (order: Order, err: unknown, attempts: number) =>
    deps.log?.error({ err, orderId: order._id, orderNumber: order.orderNumber, attempts }, 'order confirmation not sent');
  const attemptConfirmation = (order: Order, attempt: number): Promise<void> => {
    mailQueue = mailQueue.then(async () => {
      try {
        await service.sendConfirmation(order);
        if (attempt > 0) deps.log?.info({ orderId: order._id, attempts: attempt + 1 }, 'order confirmation sent after a retry');
      } catch (err: unknown) {
        const delay = retryDelays[attempt];
        if (delay === undefined || closing) return notSent(order, err, attempt + 1);
        deps.log?.warn({ err, orderId: order._id, attempt: attempt + 1, retryInMs: delay }, 'order confirmation failed; will retry');
        const timer = setTimeout(() => {
          waitingRetries.delete(timer);
          void attemptConfirmation(order, attempt + 1);
        }, delay);
        timer.unref();
        waitingRetries.set(timer, { order, attempts: attempt + 1 });
      }
    });
    return mailQueue;
  };

  const service = {
    /** Writes the order (status placed, its first history entry and the line snapshot) in the checkout's transaction. */
    async create(tx: Tx, input: NewOrder): Promise<Order> {
      const at = now();
      const id = newObjectId(at);
      const year = at.getUTCFullYear();
      let row: OrderRow | undefined;
      for (let attempt = 0; !row; attempt++) {
        const width = 4 + Math.floor(attempt / DRAWS_PER_WIDTH);
        const orderNumber =
          width === 4 ? generateOrderNumber(year, Math.random) : `ORD-${year}-${randomInt(10 ** (width - 1), 10 ** width)}`;
        [row] = await tx
          .insert(orders)
          .values({
            id,
            orderNumber,
            userId: input.userId,
            status: 'placed',
            packageId: input.package.id,
            package: { name: input.package.name, description: input.package.description, priceCents: input.package.priceCents },
            artworkCents: input.totals.artwork,
            packageCents: input.totals.package,
            subtotalCents: input.totals.subtotal,
            taxCents: input.totals.tax,
            shippingCents: input.totals.shipping,
            totalCents: input.totals.total,
            shippingAddress: input.shippingAddress,
            customerName: input.customer.name,
            customerEmail: input.customer.email,
            paymentId: input.payment.paymentId,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: orders.orderNumber })
          .returning();
      }
      const lineRows = await tx
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
      };
      return toOrder(row, lineRows, history ? [history] : [], payment);
    },

    /** SPEC §7: the user's orders, newest first. */
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
    async invoice(order: Order): Promise<Buffer> {
      return renderInvoicePdf(order, { storage: deps.storage, shopEmail: deps.shopEmail, log: deps.log });
    },

    /** The order confirmation with the invoice attached (outbox without SMTP_URL). */
    async sendConfirmation(order: Order): Promise<void> {
      const pdf = await service.invoice(order);
      const total = (order.totals.totalCents / 100).toFixed(2);
      await deps.mail.send({
        to: order.customer.email,
        subject: `Your WallArt Studio order ${order.orderNumber}`,
        text: [
          `Hello ${order.customer.name},`,
          '',
          `Thank you for your order ${order.orderNumber} (order id ${order._id}).`,
          `Total paid: CAD ${total}, with ${paidWithText(order.payment)}.`,
          `Package: ${order.packageId.name}. ${order.packageId.installation}.`,
          `Shipping: ${order.shippingMethod}, estimated ${order.estimatedDelivery}.`,
          '',
          'Your invoice is attached. Our designer will contact you within 24 hours.',
          '',
          'WallArt Studio',
        ].join('\n'),
        attachments: [{ filename: `invoice-${order.orderNumber}.pdf`, content: pdf, contentType: 'application/pdf' }],
      });
    },

    /**
     * Sends the confirmation after the current ones, retrying a failure; never throws or rejects
     * (a mail that could not be sent is logged). Resolves after the first attempt.
     */
    queueConfirmation(order: Order): Promise<void> {
      return attemptConfirmation(order, 0);
    },

    /** Resolves once no mail is queued or waiting for a retry (tests). */
    async drainMail(): Promise<void> {
      for (;;) {
        const current = mailQueue;
        await current;
        if (waitingRetries.size === 0 && current === mailQueue) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    /** App close: finishes the queued mails, and logs the ones still waiting for a retry as not sent. */
    async closeMail(): Promise<void> {
      closing = true;
      for (const [timer, { order, attempts }] of waitingRetries) {
        clearTimeout(timer);
        notSent(order, new Error('the server stopped before the retry'), attempts);
      }
      waitingRetries.clear();
      await mailQueue;
    },
  };
  return service;
}

export type { OrderStatus };

export const ordersServicePlugin = fp(
  (app, _options, done) => {
    const service = createOrdersService({ db: app.db, storage: app.storage, mail: app.mail, shopEmail: app.config.shopEmail, log: app.log });
    app.decorate('ordersService', service);
    app.addHook('onClose', () => service.closeMail());
    done();
  },
  { name: 'orders-service', dependencies: ['db', 'storage', 'mail'] },
);

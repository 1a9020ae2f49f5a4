import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  checkoutTotals,
  cents,
  isObjectId,
  MESSAGES,
  multiplyCents,
  sumCents,
  wallArtPriceCents,
  type CheckoutResponse,
  type PaymentMethod,
} from '@wallart/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import type { CartService } from '../cart';
import { images, type ImagesService } from '../images';
import type { NewOrderLine, OrdersService } from '../orders';
import { packages } from '../packages';
import type { PaymentsService } from '../payments';
import { idempotencyKeys } from './checkout.tables';

declare module 'fastify' {
  interface FastifyInstance {
    checkoutService: CheckoutService;
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** The checkout body as parsed by `checkoutBodySchema`. */
export interface PlaceOrderInput {
  userId: string;
  shippingAddress: string;
  paymentInfo: { method: PaymentMethod; token: string; transactionId?: string | undefined };
  selectedPackageId: string;
  cartVersion?: number | undefined;
}

export interface PlaceOrderRequest {
  customer: { id: string; name: string; email: string };
  idempotencyKey: string;
  body: PlaceOrderInput;
}

/** What the route answers: 201 with the order, or 402 for a decline. The same key replays it. */
export type PlaceOrderResult = { status: 201; body: CheckoutResponse; replayed: boolean } | { status: 402; body: { error: string; message: string }; replayed: boolean };

/** Canonical JSON (sorted keys) so that one request always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const DECLINED = { error: 'Payment Required', message: MESSAGES.payment.declined };

/**
 * Places an order (issue 13, DESIGN §4.6; Medusa-style explicit steps in one transaction):
 *
 * 1. claim the Idempotency-Key (a second request with the key waits here until the first commits,
 *    then replays its answer; another body under the key is 422);
 * 2. lock the cart (cart changes wait; a stale `cartVersion` is 409; an empty cart is 400);
 * 3. price the lines from their options and the package from its row; totals by the shared rule;
 * 4. charge the token through the payments module; a decline is stored under the key, answered
 *    402, and leaves the cart and everything else as it was;
 * 5. write the order with its history, line snapshot and payment; empty the cart; store the answer.
 *
 * Nothing inside the transaction uses another connection, so a full pool cannot deadlock it.
 */
export function createCheckoutService(deps: {
  db: Db;
  cart: CartService;
  payments: PaymentsService;
  orders: OrdersService;
  images: ImagesService;
  log?: FastifyBaseLogger;
}) {
  const { db } = deps;

  return {
    async placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult> {
      const { customer, idempotencyKey, body } = request;
      const requestHash = createHash('sha256').update(canonical(body)).digest('hex');

      const result = await db.transaction(async (tx): Promise<PlaceOrderResult> => {
        // 1. The key: inserted first, so a concurrent twin blocks on the primary key until we end.
        const [claimed] = await tx
          .insert(idempotencyKeys)
          .values({ userId: customer.id, key: idempotencyKey, requestHash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (!claimed) {
          const [earlier] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.userId, customer.id), eq(idempotencyKeys.key, idempotencyKey)));
          // Gone between the two statements: pruned at exactly 24 hours (checkout-pruning.ts). Not a
          // misuse of the key: the client's retry claims it afresh.
          if (!earlier) throw conflict(CHECKOUT_MESSAGES.idempotencyKeyInFlight);
          if (earlier.requestHash !== requestHash) throw new HttpError(422, CHECKOUT_MESSAGES.idempotencyKeyReused);
          if (earlier.responseStatus === 201) return { status: 201, body: earlier.responseBody as CheckoutResponse, replayed: true };
          if (earlier.responseStatus === 402) return { status: 402, body: DECLINED, replayed: true };
          throw conflict(CHECKOUT_MESSAGES.idempotencyKeyInFlight);
        }

        // 2. The cart, locked until the end: a concurrent change sees the cart before or after this order.
        const cart = await deps.cart.lockForCheckout(tx, customer.id);
        if (body.cartVersion !== undefined && body.cartVersion !== cart.version) throw conflict(CHECKOUT_MESSAGES.cartChanged);
        if (cart.lines.length === 0) throw badRequest(MESSAGES.cart.emptyCheckout);
        if (cart.lines.some((l) => l.imageId === null)) throw badRequest(CART_MESSAGES.artworkMissing);

        // 3. Money from the rules, never from the client.
        if (!isObjectId(body.selectedPackageId)) throw badRequest(MESSAGES.orders.invalidPackage);
        const [pkg] = await tx.select().from(packages).where(eq(packages.id, body.selectedPackageId.toLowerCase()));
        if (!pkg) throw badRequest(MESSAGES.orders.invalidPackage);
        const priced = cart.lines.map((line) => {
          const unit = wallArtPriceCents(line.options);
          return { line, unit, total: multiplyCents(unit, line.quantity) };
        });
        const totals = checkoutTotals(
          sumCents(priced.map((p) => p.total)),
          pkg.priceCents === null ? null : cents(pkg.priceCents),
        );

        // The artwork is still the customer's (and stays so: order lines refer to it).
        const imageIds = cart.lines.flatMap((l) => [l.imageId, l.previewId]).filter((id): id is string => id !== null);
        const refs = new Map((await deps.images.claimForUser(imageIds, customer.id, tx)).map((r) => [r.id, r]));
        const prompts = new Map(
          (await tx.select({ id: images.id, prompt: images.prompt }).from(images).where(inArray(images.id, imageIds))).map((r) => [r.id, r.prompt]),
        );

        // 4. Charge.
        const charge = await deps.payments.charge(tx, {
          userId: customer.id,
          token: body.paymentInfo.token,
          method: body.paymentInfo.method,
          amountCents: totals.total,
        });
        if (charge.status === 'declined') {
          await tx
            .update(idempotencyKeys)
            .set({ responseStatus: 402, responseBody: DECLINED })
            .where(and(eq(idempotencyKeys.userId, customer.id), eq(idempotencyKeys.key, idempotencyKey)));
          return { status: 402, body: DECLINED, replayed: false };
        }

        // 5. The order, the emptied cart and the stored answer.
        const snapshot = (id: string) => {
          const ref = refs.get(id)!;
          return { url: ref.url, previewUrl: ref.previewUrl, thumbnailUrl: ref.thumbnailUrl };
        };
        const lines: NewOrderLine[] = priced.map(({ line, unit, total }) => ({
          artworkId: line.imageId!,
          previewId: line.previewId,
          artwork: snapshot(line.imageId!),
          preview: line.previewId ? snapshot(line.previewId) : null,
          prompt: prompts.get(line.imageId!) ?? null,
          name: line.name,
          description: line.description,
          options: line.options,
          dimensions: line.dimensions,
          quantity: line.quantity,
          unitPriceCents: unit,
          lineTotalCents: total,
        }));
        const order = await deps.orders.create(tx, {
          userId: customer.id,
          customer: { name: customer.name, email: customer.email },
          package: { id: pkg.id, name: pkg.name, description: pkg.description, priceCents: pkg.priceCents },
          totals,
          shippingAddress: body.shippingAddress,
          payment: { ...charge, amountCents: totals.total },
          lines,
        });
        await deps.cart.emptyLocked(tx, cart);
        const response: CheckoutResponse = { success: true, order };
        await tx
          .update(idempotencyKeys)
          .set({ responseStatus: 201, responseBody: response, orderId: order._id })
          .where(and(eq(idempotencyKeys.userId, customer.id), eq(idempotencyKeys.key, idempotencyKey)));
        return { status: 201, body: response, replayed: false };
      });

      if (result.status === 201 && !result.replayed) void deps.orders.queueConfirmation(result.body.order);
      return result;
    },
  };
}

export const checkoutServicePlugin = fp(
  (app, _options, done) => {
    app.decorate(
      'checkoutService',
      createCheckoutService({
        db: app.db,
        cart: app.cartService,
        payments: app.paymentsService,
        orders: app.ordersService,
        images: app.imagesService,
        log: app.log,
      }),
    );
    done();
  },
  { name: 'checkout-service', dependencies: ['db', 'cart-service', 'payments-service', 'orders-service', 'images-service'] },
);

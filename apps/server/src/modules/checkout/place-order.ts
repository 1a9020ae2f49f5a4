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
  type Locale,
  type PaymentMethod,
} from '@wallart/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/http-errors';
import type { CartService } from '../cart';
import type { ImagesService } from '../images';
import type { NewOrderLine, OrdersService } from '../orders';
import type { PackagesService } from '../packages';
import type { PaymentsService } from '../payments';
import { claimIdempotencyKey, requestHash as hashOf, storeIdempotentAnswer } from './idempotency';

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
  /** The checkout's language (its Accept-Language): kept on the order for its mails and PDFs (issue 37). */
  locale?: Locale;
  idempotencyKey: string;
  body: PlaceOrderInput;
}

/** What the route answers: 201 with the order, or 402 for a decline. The same key replays it. */
export type PlaceOrderResult = { status: 201; body: CheckoutResponse; replayed: boolean } | { status: 402; body: { error: string; message: string }; replayed: boolean };

const DECLINED = { error: 'Payment Required', message: MESSAGES.payment.declined };

/**
 * Places an order (issue 13, docs/architecture.md#money-on-the-server; Medusa-style explicit steps in one transaction):
 *
 * 1. claim the Idempotency-Key (a second request with the key waits here until the first commits,
 *    then replays its answer; another body under the key is 422);
 * 2. lock the cart (cart changes wait; a stale `cartVersion` is 409; an empty cart is 400);
 * 3. price the lines from their options and the package from its row; totals by the shared rule;
 * 4. charge the token through the payments module; a decline is stored under the key, answered
 *    402, and leaves the cart and everything else as it was;
 * 5. write the order with its history, line snapshot and payment; empty the cart; queue the
 *    confirmation mail (a job in this transaction: the worker makes the invoice and sends it);
 *    store the answer.
 *
 * Nothing inside the transaction uses another connection, so a full pool cannot deadlock it.
 */
export function createCheckoutService(deps: {
  db: Db;
  cart: CartService;
  payments: PaymentsService;
  orders: OrdersService;
  images: ImagesService;
  packages: PackagesService;
  log?: FastifyBaseLogger;
}) {
  const { db } = deps;

  return {
    async placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult> {
      const { customer, idempotencyKey, body } = request;
      const requestHash = hashOf(body);
      const scope = { userId: customer.id, key: idempotencyKey };

      const result = await db.transaction(async (tx): Promise<PlaceOrderResult> => {
        // 1. The key: inserted first, so a concurrent twin blocks on the primary key until we end.
        const earlier = await claimIdempotencyKey(tx, scope, requestHash);
        if (earlier?.status === 201) return { status: 201, body: earlier.body as CheckoutResponse, replayed: true };
        if (earlier?.status === 402) return { status: 402, body: DECLINED, replayed: true };
        if (earlier) throw conflict(CHECKOUT_MESSAGES.idempotencyKeyInFlight);

        // 2. The cart, locked until the end: a concurrent change sees the cart before or after this order.
        const cart = await deps.cart.lockForCheckout(tx, customer.id);
        if (body.cartVersion !== undefined && body.cartVersion !== cart.version) throw conflict(CHECKOUT_MESSAGES.cartChanged);
        if (cart.lines.length === 0) throw badRequest(MESSAGES.cart.emptyCheckout);
        if (cart.lines.some((l) => l.imageId === null)) throw badRequest(CART_MESSAGES.artworkMissing);

        // 3. Money from the rules, never from the client.
        if (!isObjectId(body.selectedPackageId)) throw badRequest(MESSAGES.orders.invalidPackage);
        // Only a package on sale: a deactivated one cannot be chosen for a new order (issue 19).
        const pkg = await deps.packages.findOnSale(body.selectedPackageId.toLowerCase(), tx);
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
        const claimed = await deps.images.claimWithPrompts(imageIds, customer.id, tx);
        const refs = new Map(claimed.refs.map((r) => [r.id, r]));
        const { prompts } = claimed;

        // 4. Charge.
        const charge = await deps.payments.charge(tx, {
          userId: customer.id,
          token: body.paymentInfo.token,
          method: body.paymentInfo.method,
          amountCents: totals.total,
        });
        if (charge.status === 'declined') {
          await storeIdempotentAnswer(tx, scope, { status: 402, body: DECLINED });
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
          locale: request.locale ?? 'en',
        });
        await deps.cart.emptyLocked(tx, cart);
        // The confirmation (and its invoice) is a job written with the order: made and sent by the queue.
        await deps.orders.queueConfirmation(tx, order._id);
        const response: CheckoutResponse = { success: true, order };
        await storeIdempotentAnswer(tx, scope, { status: 201, body: response, orderId: order._id });
        return { status: 201, body: response, replayed: false };
      });

      if (result.status === 201 && !result.replayed) deps.orders.notifyMail();
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
        packages: app.packagesService,
        log: app.log,
      }),
    );
    done();
  },
  { name: 'checkout-service', dependencies: ['db', 'cart-service', 'payments-service', 'orders-service', 'images-service', 'packages-service'] },
);

/**
 * Orders as the API returns them (issue 13; docs/product/cart-and-orders.md#order-history, docs/product/cart-and-orders.md#cart-and-orders-api; docs/architecture.md#where-we-depart-from-the-spec
 * items 6, 11, 15). `GET /api/orders/user/{userId}` answers an array of these, `GET
 * /api/orders/{id}` and checkout one. `GET /api/orders/{id}/invoice` answers the invoice PDF.
 *
 * Money is integer cents (CAD); `totalPrice` repeats the total in dollars for the contract.
 */
import { z } from 'zod';
import { ORDER_KINDS, ORDER_STATUSES } from '../orders';
import { PAYMENT_METHODS } from '../checkout';
import { cartDimensionsSchema } from './cart';
import { designOptionsSchema } from './design-options';
import { objectIdSchema } from './fields';
import { planContactSchema, planSummarySchema } from './plans';

export const ORDER_MESSAGES = {
  notFound: 'Order not found.',
  /** What `POST /api/orders` answers without the checkout's headers: it is checkout under another path. */
  postOrdersIsCheckout: 'POST /api/orders places an order exactly like POST /api/orders/checkout (same body and Idempotency-Key header).',
} as const;

export const orderIdParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });
export const orderUserParamsSchema = z.object({ userId: objectIdSchema.transform((id) => id.toLowerCase()) });

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderStatusChangeSchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
});

/** A snapshot of one line at the time of the order (the cart may change or vanish later). */
export const orderLineSchema = z.object({
  _id: objectIdSchema,
  artworkId: objectIdSchema,
  previewId: objectIdSchema.nullable(),
  /** Same-origin URLs of the artwork files, as they were when ordered. */
  artwork: z.object({ url: z.string(), previewUrl: z.string(), thumbnailUrl: z.string() }),
  preview: z.object({ url: z.string(), previewUrl: z.string(), thumbnailUrl: z.string() }).nullable(),
  /** The preview's image if there is one, else the artwork's. */
  image: z.string(),
  name: z.string(),
  description: z.string(),
  options: designOptionsSchema,
  dimensions: cartDimensionsSchema.nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** docs/product/cart-and-orders.md#order-history: packageId populated with name, description, material, installation. */
export const orderPackageSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  description: z.string(),
  material: z.string(),
  installation: z.string(),
  /** Null for Enterprise: installation is quoted separately and not charged (docs/architecture.md#copy-rewritten). */
  priceCents: z.number().int().nullable(),
  quotedSeparately: z.boolean(),
});

export const orderTotalsSchema = z.object({
  /** Sum of the artwork lines. */
  artworkCents: z.number().int(),
  /** The package's price; 0 when it is quoted separately. */
  packageCents: z.number().int(),
  /** artwork + package (docs/product/cart-and-orders.md#totals / issue 13). */
  subtotalCents: z.number().int(),
  /** 13% of the subtotal (docs/product/cart-and-orders.md#totals). */
  taxCents: z.number().int(),
  shippingCents: z.number().int(),
  /** The payment page's $15.00 service fee of a plan order (docs/product/plans.md#plan-amounts); 0 for an artwork order. */
  serviceFeeCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.literal('CAD'),
});
export type OrderTotalsResponse = z.infer<typeof orderTotalsSchema>;

export const PAYMENT_STATES = ['captured', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What orders know of the payment: never more than the method, brand and last 4. */
export const orderPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  brand: z.string(),
  last4: z.string().nullable(),
  transactionId: z.string(),
  amountCents: z.number().int(),
  /** Captured when paid; refunded once an admin cancelled the order (issue 19, decision 036). */
  status: z.enum(PAYMENT_STATES),
  refundedAt: z.string().nullable(),
});


export const orderSchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(ORDER_KINDS),
  /** 'ORD-{year}-{number}' (docs/product/cart-and-orders.md#order-numbers, docs/architecture.md#unique-order-numbers). The display id is `_id`'s first 8 characters. */
  orderNumber: z.string(),
  userId: objectIdSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  status: orderStatusSchema,
  statusHistory: z.array(orderStatusChangeSchema),
  /** docs/product/cart-and-orders.md#totals: the total in dollars. */
  totalPrice: z.number(),
  totals: orderTotalsSchema,
  packageId: orderPackageSchema,
  /** docs/product/cart-and-orders.md#order-history: the (first line's) artwork with its prompt. */
  generatedImageId: z.object({ _id: objectIdSchema, prompt: z.string().nullable() }).nullable(),
  items: z.array(orderLineSchema),
  shippingAddress: z.string(),
  shippingMethod: z.string(),
  /** docs/product/cart-and-orders.md#delivery-estimate estimate text for the current status. */
  estimatedDelivery: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  payment: orderPaymentSchema,
  /** A plan order's plan and contact fields (the /payment form); null for an artwork order. */
  plan: planSummarySchema.nullable(),
  contact: planContactSchema.nullable(),
  /** The subscription a plan order started; null for an artwork order. */
  subscriptionId: objectIdSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponseSchema = z.array(orderSchema);
export const orderResponseSchema = orderSchema;

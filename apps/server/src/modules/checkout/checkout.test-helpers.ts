import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CartLineInput, CartResponse, PaymentMethodResponse, PublicUser } from '@wallart/shared';
import { SERVICE_PACKAGES } from '@wallart/shared';
import { bearer, signedInUser } from '../auth/auth.test-helpers';
import { uploadedImage } from '../images/images.test-helpers';

/** Helpers for the cart, payments and checkout tests. */

export const STARTER_ID = SERVICE_PACKAGES[0]!.id;
export const PROFESSIONAL_ID = SERVICE_PACKAGES[1]!.id;
export const ENTERPRISE_ID = SERVICE_PACKAGES[2]!.id;

export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';
export const CVC = '737';

export interface Shopper {
  user: PublicUser;
  token: string;
  email: string;
  id: string;
  headers: { authorization: string };
}

export async function shopper(app: FastifyInstance): Promise<Shopper> {
  const s = await signedInUser(app);
  return { ...s, id: s.user._id, headers: bearer(s.token) };
}

/** A line with freshly uploaded artwork of the shopper. */
export async function artworkLine(app: FastifyInstance, who: Shopper, overrides: Partial<CartLineInput> = {}): Promise<CartLineInput> {
  const image = await uploadedImage(app, who.token);
  return { artworkId: image._id, options: { canvasSize: 'Large (48x72)', frameStyle: 'Classic', artStyle: 'Abstract', texture: 'Matte' }, quantity: 1, ...overrides };
}

export function getCart(app: FastifyInstance, who: Shopper, userId = who.id): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/cart/${userId}`, headers: who.headers });
}

export function putCart(app: FastifyInstance, who: Shopper, body: unknown, userId = who.id): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PUT', url: `/api/cart/${userId}`, headers: who.headers, payload: body as Record<string, unknown> });
}

/** Puts lines into the shopper's cart at its current version; returns the cart. */
export async function fillCart(app: FastifyInstance, who: Shopper, items: CartLineInput[]): Promise<CartResponse> {
  const current = (await getCart(app, who)).json<CartResponse>();
  const res = await putCart(app, who, { version: current.version, items });
  if (res.statusCode !== 200) throw new Error(`cart put failed: ${res.statusCode} ${res.body}`);
  return res.json<CartResponse>();
}

export function tokenizeRequest(app: FastifyInstance, who: Shopper, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/payment-methods', headers: who.headers, payload: body as Record<string, unknown> });
}

/** A card token (4242… by default); throws unless 201. */
export async function cardToken(app: FastifyInstance, who: Shopper, number = CARD_OK): Promise<PaymentMethodResponse> {
  const res = await tokenizeRequest(app, who, { method: 'card', card: { number, holderName: 'Jane Doe', expiry: '12/39', cvc: CVC } });
  if (res.statusCode !== 201) throw new Error(`tokenize failed: ${res.statusCode} ${res.body}`);
  return res.json<PaymentMethodResponse>();
}

export function checkoutBody(who: Shopper, token: string, extra: Record<string, unknown> = {}) {
  return {
    userId: who.id,
    shippingAddress: '12 Lake Rd, Colombo',
    paymentInfo: { method: 'card', token },
    selectedPackageId: STARTER_ID,
    ...extra,
  };
}

export function checkout(
  app: FastifyInstance,
  who: Shopper,
  body: unknown,
  key: string | null = randomUUID(),
  url = '/api/orders/checkout',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });
}

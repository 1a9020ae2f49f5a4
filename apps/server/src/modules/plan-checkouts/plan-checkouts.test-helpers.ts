import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CardBrand, PaymentMethodResponse, PlanCheckout } from '@wallart/shared';
import { CARD_OK, PROFESSIONAL_ID, tokenizeRequest, type Shopper } from '../checkout/checkout.test-helpers';

/** Helpers for the plan checkout, payment result and subscription tests (issue 18). */

/** The /payment form's card: a chosen brand, number, expiry MM/YY and CVC (the holder's name is the contact's). */
export function planCard(number = CARD_OK, overrides: Record<string, unknown> = {}) {
  return { number, holderName: 'Jane Doe', expiry: '12/39', cvc: '737', brand: 'visa' as CardBrand, ...overrides };
}

/** A token from `POST /api/payment-methods` with the card's brand; throws unless 201. */
export async function planToken(app: FastifyInstance, who: Shopper, number = CARD_OK, brand: CardBrand = 'visa'): Promise<PaymentMethodResponse> {
  const res = await tokenizeRequest(app, who, { method: 'card', card: planCard(number, { brand }) });
  if (res.statusCode !== 201) throw new Error(`tokenize failed: ${res.statusCode} ${res.body}`);
  return res.json<PaymentMethodResponse>();
}

export function planBody(token: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@example.com',
    phone: '+94 77 123 4567',
    address: '12 Lake Rd, Colombo',
    packageId: PROFESSIONAL_ID,
    paymentInfo: { method: 'card', token },
    ...overrides,
  };
}

export function openRequest(app: FastifyInstance, who: Shopper, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/plan-checkouts', headers: who.headers, payload: body as Record<string, unknown> });
}

/** Opens a checkout of the package with a fresh 4242 (or the given card) token; throws unless 201. */
export async function openCheckout(app: FastifyInstance, who: Shopper, options: { packageId?: string; number?: string } = {}): Promise<PlanCheckout> {
  const { token } = await planToken(app, who, options.number);
  const res = await openRequest(app, who, planBody(token, options.packageId ? { packageId: options.packageId } : {}));
  if (res.statusCode !== 201) throw new Error(`open failed: ${res.statusCode} ${res.body}`);
  return res.json<PlanCheckout>();
}

export function pay(app: FastifyInstance, who: { headers: Record<string, string> }, id: string, key: string | null = randomUUID()): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/plan-checkouts/${id}/pay`,
    headers: { ...who.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
  });
}

export function get(app: FastifyInstance, who: { headers: Record<string, string> }, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: who.headers });
}

export function book(app: FastifyInstance, who: { headers: Record<string, string> }, subscriptionId: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/user-packages/${subscriptionId}/consultations`, headers: who.headers, payload: body });
}

export function cancel(app: FastifyInstance, who: { headers: Record<string, string> }, subscriptionId: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PUT', url: `/api/user-packages/cancel/${subscriptionId}`, headers: who.headers });
}

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type PaymentMethodResponse } from '@wallart/shared';
import { buildAuthTestApp } from '../auth/auth.test-helpers';
import { shopper, tokenizeRequest, type Shopper } from '../checkout/checkout.test-helpers';
import { createPaymentsService } from './payments.service';

let app: FastifyInstance;
let jane: Shopper;

beforeAll(async () => {
  ({ app } = await buildAuthTestApp());
  jane = await shopper(app);
});
afterAll(async () => {
  await app.close();
});

const card = (overrides: Record<string, string> = {}) => ({ method: 'card', card: { number: '4242 4242 4242 4242', holderName: 'Jane Doe', expiry: '12/39', cvc: '123', ...overrides } });

describe('POST /api/payment-methods (simulated tokenization, docs/architecture.md#payments-simulated-on-the-server)', () => {
  it('answers a token with brand and last 4 only', async () => {
    const res = await tokenizeRequest(app, jane, card());
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<PaymentMethodResponse>();
    expect(Object.keys(body).sort()).toEqual(['brand', 'expiresAt', 'last4', 'method', 'token']);
    expect(body).toMatchObject({ method: 'card', brand: 'visa', last4: '4242' });
    expect(body.token).toMatch(/^pm_[\w-]{32}$/);
  });

  it.each([
    ['amex', { number: '3782 822463 10005', cvc: '1234' }, 'amex', '0005'],
    ['mastercard 2-series', { number: '2221 0000 0000 0009' }, 'mastercard', '0009'],
    ['discover', { number: '6011 1111 1111 1117' }, 'discover', '1117'],
  ])('detects the brand: %s', async (_name, overrides, brand, last4) => {
    const res = await tokenizeRequest(app, jane, card(overrides));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ brand, last4 });
  });

  it.each([
    ['a malformed number', { number: '1234 5678 9012 3456' }, MESSAGES.checkout.cardNumberInvalid],
    ['letters in the number', { number: '4242 4242 4242 424x' }, MESSAGES.checkout.cardNumberInvalid],
    ['a visa of 15 digits', { number: '4242 4242 4242 424' }, MESSAGES.checkout.cardNumberInvalid],
    ['an expired card', { expiry: '01/20' }, MESSAGES.checkout.expiryInvalid],
    ['month 13', { expiry: '13/39' }, MESSAGES.checkout.expiryInvalid],
    ['a 4-digit CVC on visa', { cvc: '1234' }, MESSAGES.checkout.cvc],
    ['a 3-digit CVC on amex', { number: '378282246310005', cvc: '123' }, MESSAGES.checkout.cvcAmex],
    ['an empty number', { number: ' ' }, MESSAGES.paymentDialog.cardNumberRequired],
    ['an empty expiry', { expiry: '' }, MESSAGES.paymentDialog.expiryRequired],
    ['an empty CVC', { cvc: '' }, MESSAGES.paymentDialog.cvvRequired],
  ])('refuses %s with 400 and the docs/product/plans.md#checkout-form message', async (_name, overrides, message) => {
    const res = await tokenizeRequest(app, jane, card(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('ignores a forged brand, last 4 or token in the body: they come from the number', async () => {
    const res = await tokenizeRequest(app, jane, { ...card(), brand: 'amex', last4: '0000', token: 'pm_mine', status: 'captured' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(res.json<PaymentMethodResponse>().token).not.toBe('pm_mine');
  });

  it('needs the cardholder name, a card for the card method, and a known method', async () => {
    const noName = await tokenizeRequest(app, jane, card({ holderName: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json<{ message: string }>().message).toContain(MESSAGES.paymentDialog.cardholderRequired);
    expect((await tokenizeRequest(app, jane, { method: 'card' })).statusCode).toBe(400);
    expect((await tokenizeRequest(app, jane, { method: 'bitcoin' })).statusCode).toBe(400);
  });

  it('accepts the simulated wallets without a card', async () => {
    for (const method of ['paypal', 'apple', 'google']) {
      const res = await tokenizeRequest(app, jane, { method });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ method, brand: method, last4: null });
    }
  });

  it('needs a signed-in caller', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/payment-methods', payload: card() });
    expect(res.statusCode).toBe(401);
  });
});

describe('the simulated outcome (docs/architecture.md#payments-simulated-on-the-server)', () => {
  it('0002 always declines, 4242 always succeeds, other cards follow PAYMENT_SUCCESS_RATE', async () => {
    const outcomes = async (number: string, successRate: number, draw: number) => {
      const payments = createPaymentsService({ db: app.db, successRate, random: () => draw });
      const { token } = await payments.tokenize(jane.id, { method: 'card', card: { number, holderName: 'J', expiry: '12/39', cvc: '123' } });
      return app.db.transaction(async (tx) => (await payments.charge(tx, { userId: jane.id, token, method: 'card', amountCents: 100 })).status);
    };
    expect(await outcomes('4000 0000 0000 0002', 1, 0)).toBe('declined');
    expect(await outcomes('4242 4242 4242 4242', 0, 0.99)).toBe('captured');
    expect(await outcomes('5555 5555 5555 4444', 0.8, 0.79)).toBe('captured');
    expect(await outcomes('5555 5555 5555 4444', 0.8, 0.8)).toBe('declined');
  });
});

import { describe, expect, it } from 'vitest';
import { TEST_CARDS, cardLast4 } from '@wallart/shared';
import { simulatePaymentOutcome } from './payment-outcome';

describe('simulatePaymentOutcome (docs/architecture.md#payments-simulated-on-the-server)', () => {
  const never = () => 0.999_999;
  const always = () => 0;

  it('always declines the decline test card', () => {
    expect(TEST_CARDS.alwaysDeclines).toEqual({ number: '4000 0000 0000 0002', brand: 'visa', last4: '0002' });
    expect(simulatePaymentOutcome({ brand: 'visa', last4: cardLast4(TEST_CARDS.alwaysDeclines.number), successRate: 1, random: always })).toBe(
      'declined',
    );
  });

  it('always approves the success test card', () => {
    expect(TEST_CARDS.alwaysSucceeds).toEqual({ number: '4242 4242 4242 4242', brand: 'visa', last4: '4242' });
    expect(simulatePaymentOutcome({ brand: 'visa', last4: '4242', successRate: 0, random: never })).toBe('succeeded');
  });

  it('draws other cards against the success rate', () => {
    const card = { brand: 'mastercard' as const, last4: '4444' };
    expect(simulatePaymentOutcome({ ...card, successRate: 0.8, random: () => 0.79 })).toBe('succeeded');
    expect(simulatePaymentOutcome({ ...card, successRate: 0.8, random: () => 0.8 })).toBe('declined');
    expect(simulatePaymentOutcome({ brand: 'mastercard', last4: '0002', successRate: 1, random: never })).toBe('succeeded');
  });

  it('rejects a success rate outside 0..1', () => {
    expect(() => simulatePaymentOutcome({ brand: 'amex', last4: '0005', successRate: 1.5, random: always })).toThrow(RangeError);
    expect(() => simulatePaymentOutcome({ brand: 'amex', last4: '0005', successRate: Number.NaN, random: always })).toThrow(RangeError);
  });
});

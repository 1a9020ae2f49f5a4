import { describe, expect, it } from 'vitest';
import { paymentPageTotalCents, SERVICE_FEE_CENTS } from './checkout';
import { cents } from './money';
import { maskedCardNumber, planAmounts, planPriceText, planTitle, studioInstant, subscriptionExpiryDate, subscriptionStatusAt, SUBSCRIPTION_MONTHS } from './subscriptions';

describe('plan amounts (docs/product/plans.md#plan-amounts: plan price plus the $15.00 service fee)', () => {
  it('adds the service fee to the plan price', () => {
    expect(SERVICE_FEE_CENTS).toBe(1500);
    expect(planAmounts(cents(29_900))).toEqual({ planCents: 29_900, serviceFeeCents: 1500, totalCents: 31_400, currency: 'CAD' });
    expect(planAmounts(cents(59_900)).totalCents).toBe(61_400);
    expect(paymentPageTotalCents(cents(0))).toBe(1500);
  });

  it('writes a plan as docs/product/plans.md#packages does', () => {
    expect(planTitle('Professional')).toBe('Professional Plan');
    expect(planPriceText(29_900)).toBe('$299');
    expect(planPriceText(129_950)).toBe('$1,299.50');
    expect(planPriceText(null)).toBe('Custom');
    expect(maskedCardNumber('4242')).toBe('•••• 4242');
    expect(maskedCardNumber(null)).toBe('••••');
  });
});

describe('subscription dates', () => {
  it('ends 12 months after the purchase, at the same time of day', () => {
    expect(SUBSCRIPTION_MONTHS).toBe(12);
    expect(subscriptionExpiryDate(new Date('2026-11-27T10:15:00Z')).toISOString()).toBe('2027-11-27T10:15:00.000Z');
    expect(subscriptionExpiryDate(new Date('2026-01-31T00:00:00Z')).toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });

  it('ends on the last day of the month when the month lacks the day (29 February)', () => {
    expect(subscriptionExpiryDate(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2029-02-28T12:00:00.000Z');
  });

  it('reads an active subscription past its expiry as expired; cancelled stays cancelled', () => {
    const expiry = new Date('2027-11-27T10:15:00Z');
    expect(subscriptionStatusAt('active', expiry, new Date('2027-11-27T10:14:59Z'))).toBe('active');
    expect(subscriptionStatusAt('active', expiry, expiry)).toBe('expired');
    expect(subscriptionStatusAt('cancelled', expiry, new Date('2030-01-01T00:00:00Z'))).toBe('cancelled');
  });

  it('places a consultation slot at its instant on the studio clock, daylight saving included', () => {
    expect(studioInstant('2026-12-07', '10:30').toISOString()).toBe('2026-12-07T15:30:00.000Z'); // EST
    expect(studioInstant('2026-07-06', '09:00').toISOString()).toBe('2026-07-06T13:00:00.000Z'); // EDT
    // Around the changes of 2026 (8 March, 1 November).
    expect(studioInstant('2026-03-06', '09:00').toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(studioInstant('2026-03-09', '09:00').toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(studioInstant('2026-10-30', '17:30').toISOString()).toBe('2026-10-30T21:30:00.000Z');
    expect(studioInstant('2026-11-02', '17:30').toISOString()).toBe('2026-11-02T22:30:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../testing/zod-issues';
import { TEST_CARDS } from '../cards';
import { cardSummarySchema, makeCheckoutFormSchema } from './checkout-form';

const schema = makeCheckoutFormSchema(() => new Date(2026, 4, 15));

const valid = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+1 555 123 4567',
  address: '1 Main St, Toronto',
  cardBrand: 'visa',
  cardNumber: TEST_CARDS.alwaysSucceeds.number,
  expiry: '05/26',
  cvc: '123',
};

describe('checkout form (docs/product/plans.md#checkout-form)', () => {
  it('accepts a complete form', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, cardBrand: 'amex', cardNumber: '378282246310005', cvc: '1234' }).success).toBe(true);
  });

  it('reports every empty field at once with the spec messages', () => {
    const empty = { firstName: '', lastName: '', email: '', phone: '', address: '', cardBrand: 'visa', cardNumber: '', expiry: '', cvc: '' };
    expect(issuesByPath(schema.safeParse(empty))).toEqual({
      firstName: ['First name is required.'],
      lastName: ['Last name is required.'],
      email: ['Email is required.'],
      phone: ['Phone number is required.'],
      address: ['Address is required.'],
      cardNumber: ['Card number is required.'],
      expiry: ['Expiry date is required.'],
      cvc: ['CVC is required.'],
    });
  });

  it('reports invalid values', () => {
    const result = schema.safeParse({
      ...valid,
      email: 'jane@',
      phone: '12',
      cardBrand: 'mastercard',
      expiry: '04/26',
      cvc: '12',
    });
    expect(issuesByPath(result)).toEqual({
      email: ['Invalid email address.'],
      phone: ['Invalid phone number.'],
      cardNumber: ['Invalid card number for selected brand.'],
      expiry: ['Invalid expiry date.'],
      cvc: ['3 digits required.'],
    });
  });

  it('asks amex for 4 CVC digits', () => {
    expect(issuesByPath(schema.safeParse({ ...valid, cardBrand: 'amex', cardNumber: '378282246310005', cvc: '123' }))).toEqual({
      cvc: ['4 digits required for Amex.'],
    });
  });

  it('reads the clock when parsing, not when built', () => {
    let now = new Date(2026, 4, 15);
    const live = makeCheckoutFormSchema(() => now);
    expect(live.safeParse(valid).success).toBe(true);
    now = new Date(2026, 5, 1);
    expect(issuesByPath(live.safeParse(valid))).toEqual({ expiry: ['Invalid expiry date.'] });
  });
});

describe('cardSummarySchema (docs/architecture.md#payments-simulated-on-the-server)', () => {
  it('is brand and last 4 digits only', () => {
    expect(cardSummarySchema.parse({ brand: 'visa', last4: '4242', number: '4242424242424242' })).toEqual({ brand: 'visa', last4: '4242' });
    expect(cardSummarySchema.safeParse({ brand: 'visa', last4: '424' }).success).toBe(false);
    expect(cardSummarySchema.safeParse({ brand: 'diners', last4: '4242' }).success).toBe(false);
  });
});

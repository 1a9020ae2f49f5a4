import { describe, expect, it } from 'vitest';
import { brandFromPrefix, validateCardForm } from './card-form';

const now = new Date(2026, 10, 25);
const valid = { number: '4242 4242 4242 4242', holderName: 'Maya Perera', expiry: '12/28', cvc: '123' };

describe('payment dialog card rules (docs/product/cart-and-orders.md#payment-dialog)', () => {
  it('asks for every field with the dialog messages', () => {
    expect(validateCardForm({ number: '', holderName: ' ', expiry: '', cvc: '' }, now)).toEqual({
      number: 'Card number is required',
      holderName: 'Cardholder name is required',
      expiry: 'Expiry date is required',
      cvc: 'CVV is required',
    });
  });

  it('accepts the test cards and checks brand, expiry and CVC with the shared rules', () => {
    expect(validateCardForm(valid, now)).toEqual({});
    expect(validateCardForm({ ...valid, number: '4000 0000 0000 0002' }, now)).toEqual({});
    expect(validateCardForm({ ...valid, number: '1234 5678 9012 3456' }, now).number).toBe('Invalid card number for selected brand.');
    expect(validateCardForm({ ...valid, number: '4242 4242 4242 4241' }, now).number).toBe('This card number is not valid. Please check it for a typo.');
    expect(validateCardForm({ ...valid, expiry: '10/26' }, now).expiry).toBe('Invalid expiry date.');
    expect(validateCardForm({ ...valid, expiry: '11/26' }, now)).toEqual({});
    expect(validateCardForm({ ...valid, number: '3782 822463 10005', cvc: '123' }, now).cvc).toBe('4 digits required for Amex.');
    expect(validateCardForm({ ...valid, cvc: '12' }, now).cvc).toBe('3 digits required.');
  });

  it('detects the brand while the number is typed', () => {
    expect(brandFromPrefix('4')).toBe('visa');
    expect(brandFromPrefix('37')).toBe('amex');
    expect(brandFromPrefix('5500')).toBe('mastercard');
    expect(brandFromPrefix('2221')).toBe('mastercard');
    expect(brandFromPrefix('6011')).toBe('discover');
    expect(brandFromPrefix('9')).toBeNull();
  });
});

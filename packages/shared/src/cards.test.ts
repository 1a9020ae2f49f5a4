import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrandName,
  CARD_BRANDS,
  CARD_NUMBER_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  TEST_CARDS,
  cardLast4,
  cvcLength,
  detectCardBrand,
  passesLuhn,
  formatCardNumber,
  formatCvcInput,
  formatExpiryInput,
  isCardBrand,
  maskCardNumber,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  type CardBrand,
} from './cards';

const INVALID = 'Invalid card number for selected brand.';

describe('validateCardNumber (docs/product/plans.md#checkout-form brand rules)', () => {
  it.each<[CardBrand, string]>([
    ['visa', '4242424242424242'],
    ['visa', '4242 4242 4242 4242'],
    ['visa', '4222222222222'],
    ['mastercard', '5105105105105100'],
    ['mastercard', '5555 5555 5555 4444'],
    ['mastercard', '2221000000000009'],
    ['mastercard', '2720999999999996'],
    ['amex', '378282246310005'],
    ['amex', '3400 0000 0000 009'],
    ['discover', '6011111111111117'],
    ['discover', '6500000000000002'],
    ['visa', '4242-4242-4242-4242'],
  ])('%s accepts %s', (brand, number) => {
    expect(validateCardNumber(brand, number)).toBeNull();
  });

  it.each<[CardBrand, string]>([
    ['visa', '42424242424242'], // 14 digits
    ['visa', '424242424242424'], // 15 digits
    ['visa', '5242424242424242'],
    ['mastercard', '5005105105105100'], // 50
    ['mastercard', '5605105105105100'], // 56
    ['mastercard', '2220999999999999'], // below 2221
    ['mastercard', '2721000000000000'], // above 2720
    ['mastercard', '510510510510510'], // 15 digits
    ['amex', '358282246310005'],
    ['amex', '3782822463100050'], // 16 digits
    ['discover', '6012111111111117'],
    ['discover', '6411111111111117'],
    ['discover', '601111111111111'], // 15 digits
    ['visa', '4242 4242 4242 424a'],
    ['visa', '４２４２４２４２４２４２４２４２'], // full-width digits are not digits here
  ])('%s rejects %s', (brand, number) => {
    expect(validateCardNumber(brand, number)).toBe(INVALID);
  });

  it('requires a number', () => {
    expect(validateCardNumber('visa', '')).toBe('Card number is required.');
    expect(validateCardNumber('amex', '   ')).toBe('Card number is required.');
  });

  it('accepts the test cards as visa', () => {
    expect(validateCardNumber('visa', TEST_CARDS.alwaysDeclines.number)).toBeNull();
    expect(validateCardNumber('visa', TEST_CARDS.alwaysSucceeds.number)).toBeNull();
    expect(validateCardNumber('mastercard', TEST_CARDS.alwaysSucceeds.number)).toBe(INVALID);
  });

  it('catches a mistyped digit with the Luhn checksum, after the brand rules', () => {
    expect(validateCardNumber('visa', '4242 4242 4242 4241')).toBe('This card number is not valid. Please check it for a typo.');
    expect(validateCardNumber('visa', '4242 4242 4242 2442')).toBe('This card number is not valid. Please check it for a typo.');
    expect(validateCardNumber('mastercard', '4242 4242 4242 4241')).toBe(INVALID);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    // The brand still shows while the number has a typo, so the message is about the typo.
    expect(detectCardBrand('4242 4242 4242 4241')).toBe('visa');
  });

  it('detects the brand of a complete number', () => {
    expect(detectCardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('2221000000000009')).toBe('mastercard');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('1234')).toBeNull();
  });

  it('brands are the four of docs/product/plans.md#checkout-form', () => {
    expect(CARD_BRANDS).toEqual(['mastercard', 'visa', 'amex', 'discover']);
    expect(isCardBrand('visa')).toBe(true);
    expect(isCardBrand('Visa')).toBe(false);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242abc4242', '4242 4242 4242 4242'],
    ['42424242424242429999', '4242 4242 4242 4242'],
    ['378282246310005', '3782 8224 6310 005'],
  ])('%j -> %j', (input, output) => {
    expect(formatCardNumber(input)).toBe(output);
  });

  it('never exceeds 19 characters, is idempotent and keeps the digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const formatted = formatCardNumber(input);
        expect(formatted.length).toBeLessThanOrEqual(CARD_NUMBER_MAX_LENGTH);
        expect(formatted).toMatch(/^(\d{4} )*\d{0,4}$/);
        expect(formatCardNumber(formatted)).toBe(formatted);
        expect(input.replace(/\D/g, '').startsWith(formatted.replace(/ /g, ''))).toBe(true);
      }),
    );
  });
});

describe('formatExpiryInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1234', '12/34'],
    ['12/34', '12/34'],
    ['12345', '12/34'],
    ['12/', '12'],
    ['a1b2c3', '12/3'],
  ])('%j -> %j', (input, output) => {
    expect(formatExpiryInput(input)).toBe(output);
  });

  it('is at most 5 characters and idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        const formatted = formatExpiryInput(input);
        expect(formatted.length).toBeLessThanOrEqual(EXPIRY_MAX_LENGTH);
        expect(formatExpiryInput(formatted)).toBe(formatted);
      }),
    );
  });
});

describe('validateExpiry', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026, local time

  it('accepts the current month and later', () => {
    expect(validateExpiry('05/26', now)).toBeNull();
    expect(validateExpiry('06/26', now)).toBeNull();
    expect(validateExpiry('01/27', now)).toBeNull();
    expect(validateExpiry('12/99', now)).toBeNull();
  });

  it('rejects earlier months', () => {
    expect(validateExpiry('04/26', now)).toBe('Invalid expiry date.');
    expect(validateExpiry('12/25', now)).toBe('Invalid expiry date.');
  });

  it('is valid through the last day of its month', () => {
    expect(validateExpiry('05/26', new Date(2026, 4, 31, 23, 59))).toBeNull();
    expect(validateExpiry('05/26', new Date(2026, 5, 1))).toBe('Invalid expiry date.');
  });

  it.each(['00/27', '13/27', '1/27', '01/2027', '0127', '01-27', 'ab/cd', '01/2'])('rejects the format %j', (value) => {
    expect(validateExpiry(value, now)).toBe('Invalid expiry date.');
  });

  it('requires a value', () => {
    expect(validateExpiry('', now)).toBe('Expiry date is required.');
    expect(validateExpiry('  ', now)).toBe('Expiry date is required.');
  });

  it('accepts exactly the months from now on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (month, yy) => {
        const text = `${String(month).padStart(2, '0')}/${String(yy).padStart(2, '0')}`;
        const notBefore = 2000 + yy > 2026 || (2000 + yy === 2026 && month >= 5);
        expect(validateExpiry(text, now) === null).toBe(notBefore);
      }),
    );
  });
});

describe('validateCvc', () => {
  it('needs 3 digits for visa, mastercard and discover', () => {
    for (const brand of ['visa', 'mastercard', 'discover'] as const) {
      expect(cvcLength(brand)).toBe(3);
      expect(validateCvc(brand, '123')).toBeNull();
      expect(validateCvc(brand, '12')).toBe('3 digits required.');
      expect(validateCvc(brand, '1234')).toBe('3 digits required.');
      expect(validateCvc(brand, '12a')).toBe('3 digits required.');
    }
  });

  it('needs 4 digits for amex', () => {
    expect(cvcLength('amex')).toBe(4);
    expect(validateCvc('amex', '1234')).toBeNull();
    expect(validateCvc('amex', '123')).toBe('4 digits required for Amex.');
    expect(validateCvc('amex', '12345')).toBe('4 digits required for Amex.');
  });

  it('requires a value', () => {
    expect(validateCvc('visa', '')).toBe('CVC is required.');
    expect(validateCvc('amex', ' ')).toBe('CVC is required.');
  });

  it('formats input to digits, at most 3 (4 for amex)', () => {
    expect(formatCvcInput('visa', '1a2b3c4')).toBe('123');
    expect(formatCvcInput('amex', '1a2b3c4')).toBe('1234');
    expect(formatCvcInput('discover', 'abc')).toBe('');
  });
});

describe('cardLast4 and maskCardNumber', () => {
  it('takes the last 4 digits', () => {
    expect(cardLast4('4242 4242 4242 4242')).toBe('4242');
    expect(cardLast4('4000 0000 0000 0002')).toBe('0002');
    expect(cardLast4('12')).toBe('12');
    expect(cardLast4('')).toBe('');
  });

  it('masks with bullets and the last 4', () => {
    expect(maskCardNumber('4242')).toBe('•••• •••• •••• 4242');
    expect(maskCardNumber(cardLast4('378282246310005'))).toBe('•••• •••• •••• 0005');
  });
});

describe('cardBrandName', () => {
  it('writes a stored brand for people and leaves an unknown one as it came', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('unionpay')).toBe('unionpay');
  });
});

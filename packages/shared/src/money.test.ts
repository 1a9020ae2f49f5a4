import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cents,
  centsToDecimalString,
  centsToDollars,
  dollarsToCents,
  formatMoney,
  multiplyCents,
  parseDecimalPrice,
  sumCents,
  ZERO_CENTS,
} from './money';

describe('cents', () => {
  it('accepts integers and returns the same number', () => {
    expect(cents(3999)).toBe(3999);
    expect(cents(0)).toBe(0);
    expect(cents(-150)).toBe(-150);
    expect(ZERO_CENTS).toBe(0);
  });

  it.each([0.5, Number.NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1])('rejects %s', (n) => {
    expect(() => cents(n)).toThrow(RangeError);
  });
});

describe('dollarsToCents', () => {
  it.each<[string | number, number]>([
    ['39.99', 3999],
    ['$299', 29_900],
    ['299.00', 29_900],
    ['1,299.50', 129_950],
    ['0.1', 10],
    ['.5', 50],
    ['5.', 500],
    ['  12.3  ', 1230],
    ['-5', -500],
    ['-$5.25', -525],
    ['+7', 700],
    ['0', 0],
    ['-0', 0],
    ['1.005', 101],
    ['1.004', 100],
    ['2.675', 268],
    [39.99, 3999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [299, 29_900],
    [-0.07, -7],
    [1e-7, 0],
  ])('%j is %d cents', (input, expected) => {
    expect(dollarsToCents(input)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(dollarsToCents('-0.00'), 0)).toBe(true);
    expect(Object.is(dollarsToCents(-1e-9), 0)).toBe(true);
  });

  it.each(['', ' ', '.', 'abc', '12abc', '1.2.3', '$', '--5', '1,23', '5$', '1e3', NaN, Infinity, 1e21])(
    'rejects %j',
    (input) => {
      expect(() => dollarsToCents(input)).toThrow(RangeError);
    },
  );

  it('is exact for every two-decimal amount written as text or number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => {
        const text = `${Math.trunc(n / 100)}.${String(n % 100).padStart(2, '0')}`;
        expect(dollarsToCents(text)).toBe(n);
        expect(dollarsToCents(Number(text))).toBe(n);
        expect(dollarsToCents(`-${text}`)).toBe(n === 0 ? 0 : -n);
      }),
    );
  });

  it('round-trips with centsToDecimalString', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(dollarsToCents(centsToDecimalString(cents(n)))).toBe(n);
      }),
    );
  });
});

describe('centsToDollars and centsToDecimalString', () => {
  it('converts to a dollar number', () => {
    expect(centsToDollars(cents(3999))).toBe(39.99);
    expect(centsToDollars(cents(29_900))).toBe(299);
  });

  it.each([
    [3999, '39.99'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [-5, '-0.05'],
    [123_456, '1234.56'],
  ])('%d is %s', (n, text) => {
    expect(centsToDecimalString(cents(n))).toBe(text);
  });
});

describe('formatMoney', () => {
  it.each([
    [3999, '$39.99'],
    [0, '$0.00'],
    [1, '$0.01'],
    [29_900, '$299.00'],
    [33_787, '$337.87'],
    [129_900, '$1,299.00'],
    [123_456_789, '$1,234,567.89'],
    [-500, '-$5.00'],
  ])('%d cents shows as %s', (n, text) => {
    expect(formatMoney(cents(n))).toBe(text);
  });

  it('puts a currency code in front when asked', () => {
    expect(formatMoney(cents(29_900), { currency: 'CAD' })).toBe('CAD 299.00');
    expect(formatMoney(cents(-1), { currency: 'CAD' })).toBe('-CAD 0.01');
  });

  it('always shows exactly two decimals and parses back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatMoney(cents(n));
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(dollarsToCents(text)).toBe(n);
      }),
    );
  });
});

describe('parseDecimalPrice', () => {
  it.each<[unknown, number]>([
    ['39.99', 3999],
    ['$39.99', 3999],
    ['39.99 CAD', 3999],
    [' 12 ', 1200],
    ['.5', 50],
    [49.5, 4950],
    ['1.999', 200],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
    [-5, 0],
    [0, 0],
    [NaN, 0],
    [Infinity, 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
    [true, 0],
    ['9'.repeat(30), 0],
  ])('%j -> %d cents', (input, expected) => {
    expect(parseDecimalPrice(input)).toBe(expected);
  });

  it('never throws and never returns a negative or fractional amount', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = parseDecimalPrice(input);
        expect(Number.isSafeInteger(result) && result >= 0).toBe(true);
      }),
    );
  });
});

describe('sumCents and multiplyCents', () => {
  it('adds amounts', () => {
    expect(sumCents([cents(100), cents(250), cents(-50)])).toBe(300);
    expect(sumCents([])).toBe(0);
  });

  it('multiplies by a whole quantity', () => {
    expect(multiplyCents(cents(3999), 3)).toBe(11_997);
    expect(multiplyCents(cents(3999), 0)).toBe(0);
    expect(() => multiplyCents(cents(3999), 1.5)).toThrow(RangeError);
  });
});

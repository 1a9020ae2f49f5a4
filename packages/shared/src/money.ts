/**
 * Money as integer cents (docs/architecture.md#data: "Money in integer cents"). A branded type keeps cents from
 * being mixed with dollars or quantities by accident (CONVENTIONS: excalidraw's branded types).
 */
declare const centsBrand: unique symbol;

/** An integer amount of cents. Create with `cents()` or `dollarsToCents()`. */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/** Brands an integer as cents; throws a RangeError for fractions, NaN, Infinity or unsafe integers. */
export function cents(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Cents must be a safe integer, got ${n}`);
  return n as Cents;
}

export const ZERO_CENTS: Cents = cents(0);

// Optional sign, optional "$", digits (thousands commas allowed), optional fraction.
const DECIMAL_TEXT = /^([+-])?\$?((?:\d{1,3}(?:,\d{3})+)|\d*)(?:\.(\d*))?$/;

/**
 * Converts a dollar amount to cents without floating-point drift: the decimal text is split into
 * whole and fractional digits and combined as integers, so '39.99' is exactly 3999 and 1.005 is 101.
 * More than two decimals round half away from zero to the nearest cent.
 * Accepts '39.99', '$299', '1,299.00', '-5', '.5' and finite numbers; throws a RangeError otherwise.
 */
export function dollarsToCents(value: string | number): Cents {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
    // String(n) gives the shortest text that round-trips, e.g. 1.005 -> '1.005' (not 1.00499...).
    text = String(value);
    if (/e/i.test(text)) {
      // Only tiny (|n| < 1e-6) or huge (>= 1e21) numbers print in exponent form.
      return cents(Math.round(value * 100) + 0);
    }
  } else {
    text = value.trim();
  }
  const match = DECIMAL_TEXT.exec(text);
  const whole = (match?.[2] ?? '').replace(/,/g, '');
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  }
  const sign = match[1] === '-' ? -1 : 1;
  const firstTwo = Number((fraction + '00').slice(0, 2));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const magnitude = Number(whole || '0') * 100 + firstTwo + roundUp;
  return cents(magnitude === 0 ? 0 : sign * magnitude);
}

/** Cents as a dollar number for API fields that carry dollars (e.g. a package's `price`). */
export function centsToDollars(amount: Cents): number {
  return amount / 100;
}

/** Plain two-decimal text without symbol or grouping: 3999 -> '39.99' (the wall-art cart item's price string, docs/product/visualizer.md#wall-art-pricing). */
export function centsToDecimalString(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface FormatMoneyOptions {
  /** When given, the ISO code is shown before the amount instead of '$': 'CAD 299.00' (docs/product/plans.md#packages). */
  currency?: string;
}

/** '$39.99' style with two decimals (docs/product/visualizer.md#wall-art-pricing) and thousands separators: 129900 -> '$1,299.00', -500 -> '-$5.00'. */
export function formatMoney(amount: Cents, options: FormatMoneyOptions = {}): string {
  const [whole = '0', fraction = '00'] = centsToDecimalString(cents(Math.abs(amount))).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 ? '-' : '';
  return options.currency ? `${sign}${options.currency} ${grouped}.${fraction}` : `${sign}$${grouped}.${fraction}`;
}

/**
 * The server cart's price parsing (docs/product/cart-and-orders.md#server-cart-add: parsed as a decimal, falling back to 0).
 * Like parseFloat it reads the leading decimal number of a text ('39.99 CAD' -> 3999) and accepts a
 * leading '$'. Anything unreadable, negative or non-finite gives 0: a price is never negative.
 */
export function parseDecimalPrice(input: unknown): Cents {
  let text: string | number;
  if (typeof input === 'number') {
    if (!(input > 0)) return ZERO_CENTS; // also NaN
    text = input;
  } else if (typeof input === 'string') {
    const match = /^\$?(\d+(?:\.\d*)?|\.\d+)/.exec(input.trim());
    if (!match?.[1]) return ZERO_CENTS;
    text = match[1];
  } else {
    return ZERO_CENTS;
  }
  try {
    return dollarsToCents(text);
  } catch {
    return ZERO_CENTS; // Infinity or too large to count in cents exactly
  }
}

/** Adds amounts of cents. */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return cents(total);
}

/** A unit price times a whole quantity (a cart line total). */
export function multiplyCents(unit: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Quantity must be an integer, got ${quantity}`);
  return cents(unit * quantity);
}

/**
 * Card rules of the checkout form (docs/product/plans.md#checkout-form) and the test cards of docs/architecture.md#payments-simulated-on-the-server.
 * Validators return the spec's message, or null when the value is valid. Full card numbers and CVCs
 * stay in the browser (docs/architecture.md#payments-simulated-on-the-server): the server only ever sees brand and last 4 digits.
 */
import { digitsOnly } from './contact-rules';
import { MESSAGES } from './messages';

export const CARD_BRANDS = ['mastercard', 'visa', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export function isCardBrand(value: unknown): value is CardBrand {
  return (CARD_BRANDS as readonly unknown[]).includes(value);
}

/** How a brand is written for people (the payment dialog, an order's "Paid with Visa ending in 4242"). */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** A stored brand as people read it; an unknown one is shown as it came. */
export function cardBrandName(brand: string): string {
  return isCardBrand(brand) ? CARD_BRAND_NAMES[brand] : brand;
}

/** Max length of the formatted card number input: 16 digits in groups of four plus 3 spaces. */
export const CARD_NUMBER_MAX_LENGTH = 19;
const CARD_NUMBER_MAX_DIGITS = 16;
export const EXPIRY_MAX_LENGTH = 5;

interface BrandRule {
  lengths: readonly number[];
  matchesPrefix: (digits: string) => boolean;
}

function startsInRange(digits: string, width: number, min: number, max: number): boolean {
  const prefix = Number(digits.slice(0, width));
  return digits.length >= width && prefix >= min && prefix <= max;
}

/** docs/product/plans.md#checkout-form brand rules. */
const BRAND_RULES: Readonly<Record<CardBrand, BrandRule>> = {
  visa: { lengths: [13, 16], matchesPrefix: (d) => d.startsWith('4') },
  mastercard: {
    lengths: [16],
    matchesPrefix: (d) => startsInRange(d, 2, 51, 55) || startsInRange(d, 4, 2221, 2720),
  },
  amex: { lengths: [15], matchesPrefix: (d) => d.startsWith('34') || d.startsWith('37') },
  discover: { lengths: [16], matchesPrefix: (d) => d.startsWith('6011') || d.startsWith('65') },
};

/** Card number without the spaces or dashes a user or the formatter put in; null if anything else is there. */
function cardDigits(cardNumber: string): string | null {
  const compact = cardNumber.replace(/[\s-]/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

/** The Luhn checksum every real card number satisfies: it catches a mistyped or swapped digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function matchesBrand(brand: CardBrand, digits: string | null): digits is string {
  const rule = BRAND_RULES[brand];
  return digits !== null && rule.lengths.includes(digits.length) && rule.matchesPrefix(digits);
}

/**
 * Validates a card number (spaces allowed) against the chosen brand's prefix and length rules
 * (docs/product/plans.md#checkout-form), then the Luhn checksum (ours: a typo is caught before the card is sent).
 */
export function validateCardNumber(brand: CardBrand, cardNumber: string): string | null {
  if (cardNumber.trim() === '') return MESSAGES.checkout.cardNumberRequired;
  const digits = cardDigits(cardNumber);
  if (!matchesBrand(brand, digits)) return MESSAGES.checkout.cardNumberInvalid;
  if (!passesLuhn(digits)) return MESSAGES.checkout.cardNumberMistyped;
  return null;
}

/** The brand whose prefix and length a complete card number has (checksum aside), or null. */
export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = cardDigits(cardNumber);
  return CARD_BRANDS.find((brand) => matchesBrand(brand, digits)) ?? null;
}

/** Input formatting: digits only, grouped in fours, at most 16 digits (19 characters). */
export function formatCardNumber(input: string): string {
  const digits = digitsOnly(input).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Input formatting of the expiry: digits only, a slash after the month once the year starts, max 5. */
export function formatExpiryInput(input: string): string {
  const digits = digitsOnly(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/**
 * MM/YY with month 01-12, not earlier than the current month (a card is valid through the end of
 * its expiry month). YY is read as 20YY. `now` is read in its local time zone.
 */
export function validateExpiry(expiry: string, now: Date): string | null {
  if (expiry.trim() === '') return MESSAGES.checkout.expiryRequired;
  const match = EXPIRY_PATTERN.exec(expiry.trim());
  if (!match) return MESSAGES.checkout.expiryInvalid;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) return MESSAGES.checkout.expiryInvalid;
  return null;
}

/** CVC length: 4 for amex, 3 otherwise (docs/product/plans.md#checkout-form). */
export function cvcLength(brand: CardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

export function validateCvc(brand: CardBrand, cvc: string): string | null {
  if (cvc.trim() === '') return MESSAGES.checkout.cvcRequired;
  const length = cvcLength(brand);
  if (!new RegExp(`^\\d{${length}}$`).test(cvc)) {
    return length === 4 ? MESSAGES.checkout.cvcAmex : MESSAGES.checkout.cvc;
  }
  return null;
}

/** Input formatting of the CVC: digits only, at most 3 (4 for amex). */
export function formatCvcInput(brand: CardBrand, input: string): string {
  return digitsOnly(input).slice(0, cvcLength(brand));
}

/** The last 4 digits of a card number ('' when it has none). */
export function cardLast4(cardNumber: string): string {
  return digitsOnly(cardNumber).slice(-4);
}

/** How the result page shows the card: bullets plus the last 4 digits (docs/product/plans.md#payment-result). */
export function maskCardNumber(last4: string): string {
  return `•••• •••• •••• ${digitsOnly(last4).slice(-4)}`;
}

export interface TestCard {
  number: string;
  brand: CardBrand;
  last4: string;
}

/**
 * docs/architecture.md#payments-simulated-on-the-server: these outcomes are fixed; any other valid card succeeds with the success rate. The
 * rule itself is the server's (apps/server/src/modules/payments/payment-outcome.ts); the browser
 * knows the numbers only to offer them in test hints.
 */
export const TEST_CARDS = Object.freeze({
  alwaysDeclines: Object.freeze({ number: '4000 0000 0000 0002', brand: 'visa', last4: '0002' }),
  alwaysSucceeds: Object.freeze({ number: '4242 4242 4242 4242', brand: 'visa', last4: '4242' }),
} satisfies Record<string, TestCard>);

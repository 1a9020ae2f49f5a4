import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CARD_NUMBER_MAX_LENGTH,
  CHECKOUT_MESSAGES,
  detectCardBrand,
  EXPIRY_MAX_LENGTH,
  MESSAGES,
  NAME_MAX_LENGTH,
  validateCvc,
  validateCardNumber,
  validateExpiry,
  type CardBrand,
} from '@wallart/shared';

/** The card fields of the payment dialog (docs/product/cart-and-orders.md#payment-dialog). */
export interface CardForm {
  number: string;
  holderName: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardForm, string>>;

export const EMPTY_CARD_FORM: CardForm = { number: '', holderName: '', expiry: '', cvc: '' };

/**
 * The attributes each card input always has (keyboard, autofill, example, length), spread onto its
 * TextField like the shared input presets (components/ui/input-presets). The CVC's depend on the brand;
 * the expiry's and the CVC's examples are in the UI's language ('MM/AA' in French).
 */
export const cardNumberInput = { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '1234 5678 9012 3456', maxLength: CARD_NUMBER_MAX_LENGTH } as const;
export const expiryInput = (i18n: I18n) => ({ inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: i18n._(msg`MM/YY`), maxLength: EXPIRY_MAX_LENGTH }) as const;
export const cvcInput = (i18n: I18n, brand: CardBrand | null) =>
  ({
    inputMode: 'numeric',
    autoComplete: 'cc-csc',
    placeholder: brand === 'amex' ? i18n._(msg`4 digits`) : i18n._(msg`3 digits`),
    maxLength: brand === 'amex' ? 4 : 3,
  }) as const;

/**
 * The brand a number is heading for, from its first digits (docs/product/plans.md#checkout-form brand prefixes), so the field
 * can show it and the CVC take 4 digits for Amex while the customer is still typing.
 */
export function brandFromPrefix(number: string): CardBrand | null {
  const d = number.replace(/\D/g, '');
  if (d.startsWith('4')) return 'visa';
  if (d.startsWith('34') || d.startsWith('37')) return 'amex';
  if (d.startsWith('6011') || d.startsWith('65')) return 'discover';
  const two = Number(d.slice(0, 2));
  const four = Number(d.slice(0, 4));
  if ((d.length >= 2 && two >= 51 && two <= 55) || (d.length >= 4 && four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

/**
 * docs/product/cart-and-orders.md#payment-dialog: the dialog's presence messages ('Card number is required', …) first, then the checkout
 * form's rules from @wallart/shared (brand prefix and length, MM/YY not past, 3 or 4 digit CVC),
 * the same rules the server applies when it tokenizes the card.
 */
export function validateCardForm(form: CardForm, now: Date): CardErrors {
  const errors: CardErrors = {};
  const brand = detectCardBrand(form.number);
  if (form.number.trim() === '') errors.number = MESSAGES.paymentDialog.cardNumberRequired;
  else if (!brand) errors.number = MESSAGES.checkout.cardNumberInvalid;
  else {
    const number = validateCardNumber(brand, form.number);
    if (number) errors.number = number;
  }

  const holder = form.holderName.trim();
  if (holder === '') errors.holderName = MESSAGES.paymentDialog.cardholderRequired;
  else if (holder.length > NAME_MAX_LENGTH) errors.holderName = CHECKOUT_MESSAGES.cardholderTooLong;

  if (form.expiry.trim() === '') errors.expiry = MESSAGES.paymentDialog.expiryRequired;
  else {
    const expiry = validateExpiry(form.expiry, now);
    if (expiry) errors.expiry = expiry;
  }

  if (form.cvc.trim() === '') errors.cvc = MESSAGES.paymentDialog.cvvRequired;
  else {
    const cvc = validateCvc(brand ?? brandFromPrefix(form.number) ?? 'visa', form.cvc);
    if (cvc) errors.cvc = cvc;
  }
  return errors;
}

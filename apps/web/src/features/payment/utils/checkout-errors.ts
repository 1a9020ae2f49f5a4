import { msg } from '@lingui/core/macro';
import { CHECKOUT_MESSAGES, MESSAGES, PLAN_MESSAGES } from '@wallart/shared';
import { describeApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { englishOf } from '../../../lib/shared-text';

/** The /payment form's fields (docs/product/plans.md#checkout-page: Contact Information and Payment Details). */
export type CheckoutField = 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'cardNumber' | 'expiry' | 'cvc';

/** What a refused Complete Payment shows: a message under its field, the already-subscribed note, or an alert. */
export type CheckoutFailure =
  | { kind: 'field'; field: CheckoutField; message: string }
  | { kind: 'already-subscribed'; message: string }
  | { kind: 'alert'; message: string };

const { checkout: c, paymentDialog: d } = MESSAGES;

/** The server answers the docs/product/plans.md#checkout-form messages (the processor's card checks, the contact schema): each belongs under one field. */
const FIELD_OF_MESSAGE: ReadonlyMap<string, CheckoutField> = new Map<string, CheckoutField>([
  [c.firstNameRequired, 'firstName'],
  [c.lastNameRequired, 'lastName'],
  [c.emailRequired, 'email'],
  [c.emailInvalid, 'email'],
  [c.phoneRequired, 'phone'],
  [c.phoneInvalid, 'phone'],
  [c.addressRequired, 'address'],
  [c.cardNumberRequired, 'cardNumber'],
  [d.cardNumberRequired, 'cardNumber'],
  [c.cardNumberInvalid, 'cardNumber'],
  [c.cardNumberMistyped, 'cardNumber'],
  [c.expiryRequired, 'expiry'],
  [d.expiryRequired, 'expiry'],
  [c.expiryInvalid, 'expiry'],
  [c.cvcRequired, 'cvc'],
  [d.cvvRequired, 'cvc'],
  [c.cvcAmex, 'cvc'],
  [c.cvc, 'cvc'],
]);

/** A 400's `issues[].path` (the server's validation answer) as a field of the form. */
const FIELD_OF_PATH: Readonly<Record<string, CheckoutField>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  address: 'address',
  'card.number': 'cardNumber',
  'card.expiry': 'expiry',
  'card.cvc': 'cvc',
};

function firstIssue(error: unknown): { path: string; message: string } | null {
  const data = (error as { data?: { issues?: unknown } } | null)?.data;
  const issues = data && Array.isArray(data.issues) ? (data.issues as { path?: unknown; message?: unknown }[]) : [];
  for (const issue of issues) {
    if (typeof issue.path === 'string' && typeof issue.message === 'string' && FIELD_OF_PATH[issue.path]) {
      return { path: issue.path, message: issue.message };
    }
  }
  return null;
}

/**
 * Where a failed step of Complete Payment (tokenizing the card, opening the plan checkout) is
 * shown: a docs/product/plans.md#checkout-form message under its field; 409 'You already have an active subscription to this
 * package.' as its own note with a way to the Subscriptions tab; anything else (Enterprise by
 * quote, an unknown package, an expired session, the network) in the form's alert.
 */
export function checkoutFailure(error: unknown): CheckoutFailure {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return { kind: 'alert', message: MESSAGES.signUp.networkError };
  if (failure.kind === 'not-json') return { kind: 'alert', message: MESSAGES.signUp.serverError(failure.status) };
  const message = failure.message;
  // The server answers in the UI's language: its messages are told apart by their English.
  const english = message ? englishOf(i18n, message) : undefined;
  if (failure.status === 409 && message && english === PLAN_MESSAGES.alreadySubscribed) return { kind: 'already-subscribed', message };
  if (failure.status === 400) {
    const issue = firstIssue(error);
    if (issue) return { kind: 'field', field: FIELD_OF_PATH[issue.path]!, message: issue.message };
    const field = english ? FIELD_OF_MESSAGE.get(english) : undefined;
    if (field && message) return { kind: 'field', field, message };
  }
  if (failure.status >= 500) return { kind: 'alert', message: MESSAGES.api.internal };
  if (failure.status === 401) return { kind: 'alert', message: MESSAGES.api.unauthorized };
  // MESSAGES.subscriptions.errorWhile composes an English fragment: the sentence is worded here, in the UI's language.
  return { kind: 'alert', message: message ?? i18n._(msg`An error occurred while purchasing the package`) };
}

/**
 * True when paying was refused as a bad request: the checkout's card token ran out or was used
 * (CHECKOUT_MESSAGES.paymentMethodInvalid), so the customer enters the card again on /payment.
 */
export function isExpiredCardAnswer(error: unknown): boolean {
  const failure = describeApiError(error);
  return failure.kind !== 'network' && failure.status === 400;
}

/** What /payment says to a customer sent back to enter the card again. */
export const CARD_EXPIRED_NOTICE = CHECKOUT_MESSAGES.paymentMethodInvalid;

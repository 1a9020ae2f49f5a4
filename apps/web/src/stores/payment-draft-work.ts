import { ADDRESS_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@wallart/shared';
import type { CurrentUser } from './user-slice';

/**
 * The /payment form's kept draft as pure transitions (issue 18), the way studio-wall-work.ts is the
 * studio's: the plan's slug and the Contact Information, never the card. payment-draft.ts is the one
 * writer: `keepPaymentDraft(action)` reads what is kept, runs this reducer and stores the answer.
 */
export interface PaymentContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

export interface PaymentDraft {
  /** The plan's slug (lib/plans.ts), or null for the default plan. */
  plan: string | null;
  contact: PaymentContact;
}

const LIMITS: Readonly<Record<keyof PaymentContact, number>> = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  address: ADDRESS_MAX_LENGTH,
};
const FIELDS = Object.keys(LIMITS) as (keyof PaymentContact)[];

/** Only the contact fields, as strings within their limits: nothing else can ride along into storage. */
export function pickContact(values: Partial<Record<string, unknown>>): PaymentContact {
  const contact = {} as PaymentContact;
  for (const field of FIELDS) {
    const value = values[field];
    contact[field] = typeof value === 'string' ? value.slice(0, LIMITS[field]) : '';
  }
  return contact;
}

export type PaymentDraftAction =
  /** The contact fields as the form holds them now; kept only once they differ from the account's (or a draft is kept already). */
  | { type: 'contactChanged'; plan: string | null; contact: PaymentContact; account: PaymentContact }
  /** Complete Payment: kept for the sign-in detour and for Go Back. */
  | { type: 'submitted'; plan: string | null; contact: PaymentContact }
  /** Go Back after a failed payment: the attempt's plan and contact details. */
  | { type: 'wentBack'; plan: string | null; contact: PaymentContact }
  /** The purchase is done (or the customer signed out): nothing is kept. */
  | { type: 'purchased' };

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address'] as const satisfies readonly (keyof PaymentContact)[];

/** The draft to keep after `action`: `kept` itself when nothing changes, null when nothing is to be kept. */
export function paymentDraftReducer(kept: PaymentDraft | null, action: PaymentDraftAction): PaymentDraft | null {
  switch (action.type) {
    case 'contactChanged': {
      // Only once something was typed (or a draft is kept already): the account's own details need no copy.
      const typed = CONTACT_FIELDS.some((k) => action.contact[k] !== action.account[k]);
      return typed || kept ? { plan: action.plan, contact: pickContact({ ...action.contact }) } : kept;
    }
    case 'submitted':
    case 'wentBack':
      return { plan: action.plan, contact: pickContact({ ...action.contact }) };
    case 'purchased':
      return null;
  }
}

/** The account's own details as contact fields (empty for a guest). */
export function accountContact(user: CurrentUser | null): PaymentContact {
  const [first = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  return pickContact({ firstName: first, lastName: rest.join(' '), email: user?.email ?? '', phone: user?.phone ?? '', address: user?.address ?? '' });
}

/** The contact fields as the form starts: each as this tab kept it (the sign-in detour, Go Back), else the account's. */
export function initialContact(kept: PaymentDraft | null, user: CurrentUser | null): PaymentContact {
  const fromAccount = accountContact(user);
  return pickContact(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, kept?.contact[field].trim() ? kept.contact[field] : fromAccount[field]])));
}

/**
 * The fields to set when the account becomes known after the first render: those nobody has typed
 * in (`dirty` false) whose value differs from the one they would start with.
 */
export function untypedContactUpdates(
  values: PaymentContact,
  isDirty: (field: keyof PaymentContact) => boolean,
  contact: PaymentContact,
): [keyof PaymentContact, string][] {
  return CONTACT_FIELDS.filter((field) => !isDirty(field) && values[field] !== contact[field]).map((field) => [field, contact[field]]);
}

import { ADDRESS_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@wallart/shared';

/**
 * The /payment form kept in this browser tab's sessionStorage (issue 18): the plan's slug and the
 * Contact Information, so the sign-in detour of a guest, a reload and Go Back after a failed
 * payment come back to the same form. NEVER the card: number, expiry and CVC live only in the
 * form and go only to the payment processor (docs/architecture.md#payments-simulated-on-the-server). Cleared after a successful purchase
 * and at sign-out.
 */
const KEY = 'wallart:payment-draft';

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

export function writePaymentDraft(draft: PaymentDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ plan: draft.plan, contact: pickContact({ ...draft.contact }) }));
  } catch {
    // No storage (privacy mode, full): the form lives as long as the page.
  }
}

export function readPaymentDraft(): PaymentDraft | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { plan, contact } = parsed as { plan?: unknown; contact?: unknown };
    if (typeof contact !== 'object' || contact === null) return null;
    return { plan: typeof plan === 'string' ? plan : null, contact: pickContact(contact) };
  } catch {
    return null;
  }
}

export function clearPaymentDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

import { paymentDraftReducer, pickContact, type PaymentContact, type PaymentDraft, type PaymentDraftAction } from './payment-draft-work';

/**
 * The /payment form kept in this browser tab's sessionStorage (issue 18): the plan's slug and the
 * Contact Information, so the sign-in detour of a guest, a reload and Go Back after a failed
 * payment come back to the same form. NEVER the card: number, expiry and CVC live only in the
 * form and go only to the payment processor (docs/architecture.md#payments-simulated-on-the-server). Cleared after a successful purchase
 * and at sign-out. This file is the one writer of that storage; the transitions are the pure
 * `paymentDraftReducer` (payment-draft-work.ts), the way studio-session.ts keeps studio-wall-work.ts.
 */
const KEY = 'wallart:payment-draft';

export { pickContact, type PaymentContact, type PaymentDraft };

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

/** The one way the app changes the kept draft: what is kept, through `paymentDraftReducer`, stored again. */
export function keepPaymentDraft(action: PaymentDraftAction): void {
  const kept = readPaymentDraft();
  const next = paymentDraftReducer(kept, action);
  if (next === null) clearPaymentDraft();
  else if (next !== kept) writePaymentDraft(next);
}

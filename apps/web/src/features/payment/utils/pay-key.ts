/**
 * The Idempotency-Key of paying one plan checkout (decision 025's rule for the cart's checkout):
 * made on the first Proceed and kept, in this tab's sessionStorage, until the server has answered
 * for sure. A retry after a lost answer, or a reload during the wait, sends the same key, and the
 * server answers the first payment again instead of charging twice.
 */
const PREFIX = 'wallart:plan-pay-key:';

export function payKeyFor(checkoutId: string): string {
  try {
    const kept = sessionStorage.getItem(PREFIX + checkoutId);
    if (kept) return kept;
    const key = crypto.randomUUID();
    sessionStorage.setItem(PREFIX + checkoutId, key);
    return key;
  } catch {
    // No storage: the key lives as long as the page (kept by the caller for its retries).
    return crypto.randomUUID();
  }
}

/** The answer was final (paid, declined, refused): the next attempt is a new one. */
export function forgetPayKey(checkoutId: string): void {
  try {
    sessionStorage.removeItem(PREFIX + checkoutId);
  } catch {
    // Nothing kept.
  }
}

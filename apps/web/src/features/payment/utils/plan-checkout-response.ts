import type { PlanCheckout } from '@wallart/shared';

/**
 * The plan checkout in an answer of `POST /api/plan-checkouts` or `GET /api/plan-checkouts/{id}`:
 * the checkout itself, or the checkout under `checkout` (`{ success, checkout }`, the envelope of
 * the cart's checkout answer). Both are read so the screens do not depend on which the server uses.
 */
export function readPlanCheckout(body: unknown): PlanCheckout {
  if (typeof body === 'object' && body !== null && 'checkout' in body && typeof body.checkout === 'object' && body.checkout !== null) {
    return body.checkout as PlanCheckout;
  }
  return body as PlanCheckout;
}

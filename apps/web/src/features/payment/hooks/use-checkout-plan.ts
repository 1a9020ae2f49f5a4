import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PLAN, packageOfPlan, PLAN_QUERY, planForSlug, planFromState, planPriceCents, planSlugOf } from '../../../lib/plans';
import { readPaymentDraft } from '../../../stores/payment-draft';
import type { CheckoutNavigationState, Plan } from '../../../types/plan';

/**
 * The plan /payment is for: handed over now, else named in the URL, else kept from the sign-in
 * detour, else the default. `named` says whether the URL should name it (it came from elsewhere).
 */
function usePlan(): { plan: Plan; notice: string | null; named: boolean } {
  const location = useLocation();
  const [search] = useSearchParams();
  return useMemo(() => {
    const state = location.state as CheckoutNavigationState | null;
    const notice = typeof state?.notice === 'string' ? state.notice : null;
    const handed = planFromState(state) ?? planForSlug(readPaymentDraft()?.plan);
    const fromUrl = planForSlug(search.get(PLAN_QUERY));
    if (fromUrl && !planFromState(state)) return { plan: fromUrl, notice, named: false };
    if (handed) return { plan: handed, notice, named: true };
    return { plan: DEFAULT_PLAN, notice, named: false };
  }, [location.state, search]);
}

/**
 * The plan of /payment with its slug and price (null, or `quoted`, for a plan sold by quote), and
 * the URL kept naming it: a plan handed over (or kept from the sign-in detour) is written into the
 * URL, so a reload or a shared link opens the same checkout; /payment alone stays the default plan (docs/product/plans.md#checkout-page).
 */
export function useCheckoutPlan() {
  const { plan, notice, named } = usePlan();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const slug = planSlugOf(plan);

  useEffect(() => {
    if (named && slug && search.get(PLAN_QUERY) !== slug) {
      void navigate({ search: `?${PLAN_QUERY}=${slug}` }, { replace: true, state: location.state as unknown });
    }
  }, [named, slug, search, navigate, location.state]);

  const price = planPriceCents(plan);
  const quoted = price === null || packageOfPlan(plan)?.priceCents === null;
  return { plan, notice, slug, price, quoted };
}

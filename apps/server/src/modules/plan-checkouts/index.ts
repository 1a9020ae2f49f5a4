/**
 * The plan-checkouts module's public face (issue 18; docs/decisions/030): buying a plan on
 * /payment. It composes packages, payments, orders and subscriptions (each through its index) and
 * the checkout module's Idempotency-Key records; none of them imports it. It also serves
 * `/api/payments/{id}` (the result page and the receipt), where the spec's payment result lives (docs/product/plans.md#payment-result).
 */
import { planCheckoutsRoutes, planPaymentsRoutes } from './plan-checkouts.routes';
import { planCheckoutsServicePlugin } from './plan-checkouts.service';

export type { PlanCheckoutsService } from './plan-checkouts.service';
export { planCheckouts, type PlanCheckoutRow } from './plan-checkouts.tables';

export const planCheckoutsModule = {
  name: 'plan-checkouts',
  prefix: '/plan-checkouts',
  service: planCheckoutsServicePlugin,
  routes: planCheckoutsRoutes,
  moreRoutes: [{ prefix: '/payments', routes: planPaymentsRoutes }],
} as const;

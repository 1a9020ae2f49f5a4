/**
 * The payments module's public face (decision 013): the simulated processor. Checkout charges
 * through `PaymentsService.charge` inside its transaction; nothing else sees a card.
 */
import { paymentsRoutes } from './payments.routes';
import { paymentsServicePlugin } from './payments.service';

export type { ChargeInput, ChargeResult, PaymentsService } from './payments.service';
export { DEFAULT_PAYMENT_SUCCESS_RATE, simulatePaymentOutcome, type SimulatedPaymentOutcome } from './payment-outcome';
export { payments, paymentMethods, type PaymentRow, type PaymentStatus } from './payments.tables';

export const paymentsModule = {
  name: 'payments',
  prefix: '/payment-methods',
  service: paymentsServicePlugin,
  routes: paymentsRoutes,
} as const;

import type { PlanCheckout, PlanPaymentResult, PlanSummary } from '@wallart/shared';

/** A plan checkout, a capture and a decline as the server answers them (packages/shared/src/schemas/plans.ts). */

export const professionalPlan: PlanSummary = {
  packageId: '6650a1b2c3d4e5f6a7b88fd7',
  title: 'Professional Plan',
  price: '$599',
  period: 'per Project',
  description: 'Ideal For Multi-Room Homes And Small Offices',
  features: ['Up To 300 Sq Ft Coverage', '5 Design Consultations', 'Premium Color Options', '2-Year Warranty', 'Custom Design Support'],
  consultations: 5,
};

const amounts = { planCents: 59_900, serviceFeeCents: 1_500, totalCents: 61_400, currency: 'CAD' } as const;
const contact = { firstName: 'Maya', lastName: 'Perera', email: 'maya@example.com', phone: '+1 416 555 0134', address: '12 Gallery Lane' };

export function planCheckoutFixture(changes: Partial<PlanCheckout> = {}): PlanCheckout {
  return {
    _id: '6650a1b2c3d4e5f6a7b8c001',
    orderNumber: 'ORD-2026-4821',
    status: 'open',
    plan: professionalPlan,
    amounts,
    contact,
    card: { brand: 'visa', last4: '4242' },
    paymentId: null,
    createdAt: '2026-11-26T12:00:00.000Z',
    expiresAt: '2999-01-01T00:00:00.000Z',
    ...changes,
  };
}

export function paymentFixture(changes: Partial<PlanPaymentResult> = {}): PlanPaymentResult {
  return {
    _id: '6650a1b2c3d4e5f6a7b8d001',
    success: true,
    status: 'captured',
    error: null,
    plan: professionalPlan,
    orderId: 'ORD-2026-4821',
    order: '6650a1b2c3d4e5f6a7b8e001',
    subscriptionId: '6650a1b2c3d4e5f6a7b8f001',
    amount: 614,
    amounts,
    paymentMethod: 'card',
    brand: 'visa',
    last4: '4242',
    cardNumber: '•••• 4242',
    transactionId: 'txn_1',
    shippingAddress: contact.address,
    contact,
    createdAt: '2026-11-26T12:00:05.000Z',
    ...changes,
  };
}

export const declinedPaymentFixture = (changes: Partial<PlanPaymentResult> = {}) =>
  paymentFixture({
    _id: '6650a1b2c3d4e5f6a7b8d002',
    success: false,
    status: 'declined',
    error: 'Payment was declined by your bank. Please try again or use a different card.',
    order: null,
    subscriptionId: null,
    last4: '0002',
    cardNumber: '•••• 0002',
    ...changes,
  });

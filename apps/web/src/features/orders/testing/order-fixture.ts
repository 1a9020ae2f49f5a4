import type { Order, OrderStatus } from '@wallart/shared';

/** An order as `GET /api/orders/user/{userId}` answers it, for the orders tests. */
export function orderFixture(id: string, status: OrderStatus, history: OrderStatus[] = ['placed']): Order {
  const at = (day: number) => `2026-11-${String(10 + day).padStart(2, '0')}T12:00:00.000Z`;
  return {
    _id: id,
    kind: 'artwork',
    orderNumber: 'ORD-2026-4821',
    userId: '6650a1b2c3d4e5f6a7b80001',
    createdAt: at(0),
    updatedAt: at(history.length - 1),
    status,
    statusHistory: history.map((s, day) => ({ status: s, at: at(day) })),
    totalPrice: 1128.81,
    totals: { artworkCents: 39995, packageCents: 59900, subtotalCents: 99895, taxCents: 12986, shippingCents: 0, serviceFeeCents: 0, totalCents: 112881, currency: 'CAD' },
    packageId: { _id: '6650a1b2c3d4e5f6a7b80002', name: 'Professional', description: '', material: 'Premium canvas', installation: 'Professional installation', priceCents: 59900, quotedSeparately: false },
    generatedImageId: null,
    items: [],
    shippingAddress: '12 Gallery Lane',
    shippingMethod: 'Standard Delivery',
    estimatedDelivery: '10-14 business days',
    customer: { name: 'Maya Perera', email: 'maya@example.com' },
    payment: { method: 'card', brand: 'Visa', last4: '4242', transactionId: 'txn_1', amountCents: 112881, status: 'captured', refundedAt: null },
    plan: null,
    contact: null,
    subscriptionId: null,
  };
}

/** A plan order (issue 18) as the server answers it: no lines, the plan and contact, Plan + Service Fee = Total. */
export function planOrderFixture(id: string, status: OrderStatus = 'placed'): Order {
  const base = orderFixture(id, status);
  return {
    ...base,
    kind: 'plan',
    totalPrice: 614,
    totals: { artworkCents: 0, packageCents: 59900, subtotalCents: 59900, taxCents: 0, shippingCents: 0, serviceFeeCents: 1500, totalCents: 61400, currency: 'CAD' },
    generatedImageId: null,
    items: [],
    shippingAddress: '12 Gallery Lane',
    payment: { ...base.payment, amountCents: 61400 },
    plan: {
      packageId: '6650a1b2c3d4e5f6a7b88fd7',
      title: 'Professional Plan',
      price: '$599',
      period: 'per Project',
      description: 'Ideal For Multi-Room Homes And Small Offices',
      features: ['Up To 300 Sq Ft Coverage', '5 Design Consultations', 'Premium Color Options', '2-Year Warranty', 'Custom Design Support'],
      consultations: 5,
    },
    contact: { firstName: 'Maya', lastName: 'Perera', email: 'maya@example.com', phone: '+1 416 555 0134', address: '12 Gallery Lane' },
    subscriptionId: '6650a1b2c3d4e5f6a7b8f001',
  };
}

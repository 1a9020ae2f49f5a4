import { ORDER_TRANSITIONS, type AdminOrder, type OrderStatus } from '@wallart/shared';

export const ADMIN_ORDER_ID = '65f0c0ffee0000000000a001';

/** An order as `GET /api/admin/orders/{id}` answers it (one artwork line), for the admin Orders tests. */
export function adminOrderFixture(status: OrderStatus, changes: Partial<AdminOrder> = {}): AdminOrder {
  const art = { url: '/uploads/a.webp', previewUrl: '/uploads/a-preview.webp', thumbnailUrl: '/uploads/a-thumb.webp' };
  return {
    _id: ADMIN_ORDER_ID,
    kind: 'artwork',
    orderNumber: 'ORD-2026-4821',
    userId: '6650a1b2c3d4e5f6a7b80001',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    status,
    statusHistory: [{ status: 'placed', at: '2026-11-20T10:00:00.000Z' }],
    totalPrice: 1128.81,
    totals: { artworkCents: 39995, packageCents: 59900, subtotalCents: 99895, taxCents: 12986, shippingCents: 0, serviceFeeCents: 0, totalCents: 112881, currency: 'CAD' },
    packageId: { _id: '6650a1b2c3d4e5f6a7b80002', name: 'Professional', description: '', material: 'Canvas print', installation: 'Included', priceCents: 59900, quotedSeparately: false },
    generatedImageId: null,
    items: [
      {
        _id: '6650a1b2c3d4e5f6a7b80003',
        artworkId: '6650a1b2c3d4e5f6a7b80004',
        previewId: null,
        artwork: art,
        preview: null,
        image: art.previewUrl,
        name: 'Custom Wall Art',
        description: 'Custom AI-generated wall art',
        options: { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Large (48x72)', frameStyle: 'Modern' },
        dimensions: null,
        quantity: 3,
        unitPriceCents: 13332,
        lineTotalCents: 39995,
      },
    ],
    shippingAddress: '12 Gallery Lane',
    shippingMethod: 'Standard Delivery',
    estimatedDelivery: '10-14 business days',
    customer: { name: 'Maya Perera', email: 'maya@example.com' },
    payment: { method: 'card', brand: 'visa', last4: '4242', transactionId: 'txn_1', amountCents: 112881, status: 'captured', refundedAt: null },
    plan: null,
    contact: null,
    subscriptionId: null,
    history: [
      { status: 'placed', at: '2026-11-20T10:00:00.000Z', changedBy: { kind: 'customer', name: 'Customer' } },
      ...(status === 'placed' ? [] : [{ status, at: '2026-11-21T10:00:00.000Z', changedBy: { kind: 'admin' as const, name: 'Grace Hopper' } }]),
    ],
    nextStatuses: [...ORDER_TRANSITIONS[status]],
    ...changes,
  };
}

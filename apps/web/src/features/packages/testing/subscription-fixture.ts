import { SERVICE_PACKAGES, type ConsultationBooking, type Subscription } from '@wallart/shared';

/** A subscription as `GET /api/user-packages/user/{userId}` answers it (packages/shared/src/schemas/plans.ts). */
export function subscriptionFixture(slug: 'starter' | 'professional' | 'enterprise', changes: Partial<Subscription> = {}): Subscription {
  const pkg = SERVICE_PACKAGES.find((p) => p.slug === slug)!;
  const n = SERVICE_PACKAGES.indexOf(pkg);
  return {
    _id: `6650a1b2c3d4e5f6a7b8a00${n}`,
    userId: '65f0c0ffee0000000000a001',
    packageId: { _id: pkg.id, name: pkg.name },
    status: 'active',
    purchaseDate: '2026-11-26T12:00:00.000Z',
    expiryDate: '2027-11-26T12:00:00.000Z',
    remainingConsultations: pkg.consultations,
    orderId: `6650a1b2c3d4e5f6a7b8e00${n}`,
    orderNumber: `ORD-2026-482${n}`,
    paymentId: `6650a1b2c3d4e5f6a7b8d00${n}`,
    cancelledAt: null,
    consultations: [],
    ...changes,
  };
}

export function bookingFixture(changes: Partial<ConsultationBooking> = {}): ConsultationBooking {
  return {
    _id: '6650a1b2c3d4e5f6a7b8b001',
    date: '2026-12-01',
    time: '10:30',
    startsAt: '2026-12-01T15:30:00.000Z',
    note: 'The long wall in the hall',
    createdAt: '2026-11-26T12:00:00.000Z',
    ...changes,
  };
}

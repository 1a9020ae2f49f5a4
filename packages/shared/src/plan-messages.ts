/**
 * What the plan payment, subscription and consultation calls say (issue 18). Apart from the
 * schemas so a screen can show them without loading zod before anyone touches it (issue 21).
 */
export const PLAN_MESSAGES = {
  alreadySubscribed: 'You already have an active subscription to this package.',
  enterpriseByQuote: 'Enterprise is priced by quote. Please contact us for a quote instead.',
  packageNotFound: 'Package not found.',
  checkoutNotFound: 'Checkout not found.',
  checkoutClosed: 'This checkout has already been paid or declined. Please start a new checkout.',
  paymentNotFound: 'Payment not found.',
  receiptOnlyForCaptured: 'A receipt exists only for a successful payment.',
  subscriptionNotFound: 'Subscription not found.',
  alreadyCancelled: 'This subscription is already cancelled.',
  /** 409 on cancelling a subscription whose 12 months are over (ours). */
  alreadyExpired: 'This subscription has already expired.',
  /** 402 on `POST /api/user-packages` without a succeeded, unused plan payment for that package. */
  subscriptionNeedsPayment: 'A subscription starts with a payment: purchase the package at checkout first.',
  notYourAccount: 'You can only manage your own subscriptions.',
  notActive: 'Only an active subscription can book consultations.',
  noConsultationsLeft: 'No consultations left on this subscription.',
  /** Shown by the disabled Book button. */
  noConsultationsLeftHint: 'All consultations of this package have been used.',
  consultationBooked: 'Consultation booked. We have sent you a confirmation by email.',
  cancelConfirm: 'Cancel this subscription? Its remaining consultations can no longer be booked.',
} as const;

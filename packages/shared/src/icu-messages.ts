/**
 * The templated messages of @wallart/shared (the functions of MESSAGES, ADMIN_ORDER_MESSAGES, …) as
 * ICU messages with named placeholders (issue 37, decision 081): the form the shared catalogs hold,
 * so a templated text can be translated with its values (`t(locale, ICU_MESSAGES.api.rateLimitedFor,
 * { seconds })` on the server). Each says in English exactly what its function says (the server's
 * i18n test compares them). Not here: `MESSAGES.subscriptions.errorWhile`, whose value is itself an
 * English fragment ('cancelling your subscription'), so it has no translatable form.
 */
export const ICU_MESSAGES = {
  signUp: {
    serverError: 'Server error: {status}. Please try again.',
  },
  forgotPassword: {
    codeSent: 'If an account exists for {email}, a verification code has been sent to your email.',
  },
  adminUsers: {
    created: '{name} was added.',
    updated: '{name} was updated.',
    deleted: '{name} was deleted.',
    noMatch: 'No users match "{query}"',
  },
  cart: {
    /** `names`: the names in curly quotes, joined by ', ' (“Sunset”, “Lake”); `count`: how many lines. */
    artworkUnavailable:
      '{count, plural, one {{names} was removed from your cart: its artwork is no longer available.} other {# items were removed from your cart ({names}): their artwork is no longer available.}}',
  },
  orders: {
    loadFailed: 'Failed to load orders: Server error {status}',
    /** paidWithText (checkout.ts) for a card: 'Visa ending in 4242'. */
    paidWithCard: '{brand} ending in {last4}',
  },
  designs: {
    updated: 'Design "{name}" updated.',
    saveError: 'Error saving design: {message}',
    wallDeleted: 'The wall this design used was deleted; showing {shownWall} instead.',
    wallUnavailable: 'The wall this design used could not be loaded; showing {shownWall} instead.',
  },
  contact: {
    tooLong: 'Must be at most {max} characters.',
  },
  http: {
    timeout: 'timeout of {ms} ms exceeded',
    requestFailed: 'Request failed with status code {status}',
  },
  api: {
    rateLimitedFor: 'Too many requests — try again in {seconds, plural, one {# second} other {# seconds}}.',
  },
  adminOrders: {
    /** `status`: the order status's label, translated too. */
    stale: 'Order {orderNumber} is already {status}: someone else changed it. Its current state is shown.',
    noMatch: 'No orders match "{query}"',
    moved: '{orderNumber} is now {status}.',
    cancelled: '{orderNumber} was cancelled and its payment refunded.',
  },
  adminPackages: {
    created: '{name} was added.',
    updated: '{name} was updated.',
    deactivated: '{name} is no longer offered.',
    reactivated: '{name} is offered again.',
  },
} as const;

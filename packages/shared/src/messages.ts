/**
 * Every user-facing message of docs/product/messages.md#where-messages-live (validation) and §8 (error catalogue), once, so that the web
 * app shows and the server sends the same text. Texts are verbatim from the spec, except:
 * - password minimums say 8 instead of 6 (docs/architecture.md#passwords-of-8-characters-everywhere), and
 * - entries marked "ours" are not in the spec: they cover behaviour that docs/architecture.md#where-we-depart-from-the-spec adds
 *   (server-side checks, stale carts, real password recovery) or required fields the spec names
 *   without a message.
 * Templated messages are functions.
 */

/** '1 second', '42 seconds': a wait told to a person. */
export function secondsText(seconds: number): string {
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** The fallback forms of docs/product/messages.md#subscriptions: 'An error occurred while ...'. */
const errorWhile = (action: string): string => `An error occurred while ${action}`;

export const MESSAGES = {
  signUp: {
    usernameRequired: 'Username is required.', // ours
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email address.',
    countryRequired: 'Country is required.', // ours
    phoneRequired: 'Phone number is required.',
    phoneInvalid: 'Invalid phone number.',
    passwordRequirements: 'Please fix all password requirements before submitting.',
    /** What the server answers for a taken email; the form matches it with `isEmailTakenMessage`. */
    serverEmailTaken: 'Email already registered',
    emailTaken: 'This email is already registered. Please use a different email or sign in.',
    failed: 'Sign-up failed. Please try again.',
    serverError: (status: number): string => `Server error: ${status}. Please try again.`,
    networkError: 'Failed to connect to the server. Please check your network and try again.',
    success: 'Account created successfully!',
  },
  signIn: {
    fillAllFields: 'Please fill all fields',
    invalidCredentials: 'Invalid email or password.', // ours: one answer for unknown email and wrong password
    googleNotConfigured: 'Google sign-in is not configured.', // ours, docs/architecture.md#google-id-tokens-verified
    googleFailed: 'Google sign-in failed. Please try again.', // ours
  },
  forgotPassword: {
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email address.',
    codeSent: (email: string): string =>
      `If an account exists for ${email}, a verification code has been sent to your email.`,
  },
  otp: {
    invalid: 'Invalid OTP. Please try again.',
    verified: 'Your verification was successful!',
    tooManyAttempts: 'Too many attempts. Please request a new code.', // ours, docs/architecture.md#real-password-recovery
    resetLinkExpired: 'Your reset session has expired. Please start again.', // ours, docs/architecture.md#real-password-recovery
  },
  newPassword: {
    bothRequired: 'Both fields are required.',
    tooShort: 'Password must be at least 8 characters.',
    mismatch: 'Passwords do not match.',
    updated: 'Password updated successfully!',
  },
  profile: {
    imageType: 'Please select an image file (jpg, png, gif)',
    imageTooLarge: 'File size should be less than 5MB',
    authRequired: 'Authentication required. Please log in again.',
    noToken: 'No authentication token found. Please log in again.',
    fetchFailed: 'Failed to fetch profile data. Please refresh the page.',
    uploadImageFailed: 'Failed to upload profile image',
    updateFailed: 'Failed to update profile in database',
    somethingWentWrong: 'Something went wrong. Please try again.',
    updatePasswordFailed: 'Failed to update password in database',
  },
  changePassword: {
    currentRequired: 'Current password is required',
    newRequired: 'New password fields are required',
    mismatch: 'New passwords do not match',
    tooShort: 'Password must be at least 8 characters',
    currentIncorrect: 'Current password is incorrect', // ours: the server checks it
  },
  adminUsers: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    fetchFailed: 'Failed to fetch users',
    noToken: 'No authentication token',
    createFailed: 'Failed to create user',
    refreshFailed: 'Failed to refresh user list',
    dashboardFailed: 'Failed to load dashboard data',
    // Ours (issue 19): the Users screen's edit and delete are real (docs/product/admin.md#users says they do nothing).
    updateFailed: 'Failed to update user',
    deleteFailed: 'Failed to delete user',
    ownRole: 'You cannot change your own role.',
    ownDelete: 'You cannot delete your own account.',
    lastAdmin: 'The last administrator cannot be removed or demoted.',
    nothingToChange: 'Change the name or the role.',
    roleInvalid: 'Role must be user or admin.',
    searchTooLong: 'Search must be at most 200 characters.',
    created: (name: string) => `${name} was added.`,
    updated: (name: string) => `${name} was updated.`,
    deleted: (name: string) => `${name} was deleted.`,
    noMatch: (query: string) => `No users match "${query}"`,
    userDeleted: 'User deleted successfully.',
    userUpdated: 'User updated successfully.',
  },
  checkout: {
    firstNameRequired: 'First name is required.',
    lastNameRequired: 'Last name is required.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Invalid email address.',
    phoneRequired: 'Phone number is required.',
    phoneInvalid: 'Invalid phone number.',
    addressRequired: 'Address is required.',
    cardNumberRequired: 'Card number is required.',
    cardNumberInvalid: 'Invalid card number for selected brand.',
    /** Ours: the number fails the Luhn checksum. */
    cardNumberMistyped: 'This card number is not valid. Please check it for a typo.',
    expiryRequired: 'Expiry date is required.',
    expiryInvalid: 'Invalid expiry date.',
    cvcRequired: 'CVC is required.',
    cvcAmex: '4 digits required for Amex.',
    cvc: '3 digits required.',
  },
  paymentDialog: {
    cardNumberRequired: 'Card number is required',
    cardholderRequired: 'Cardholder name is required',
    expiryRequired: 'Expiry date is required',
    cvvRequired: 'CVV is required',
    methodRequired: 'Please select a payment method', // ours: the spec only says one must be chosen
  },
  payment: {
    processing: 'Processing Your Payment...',
    doNotClose: "Please Don't Close This Window",
    successTitle: 'Payment Successful!',
    successText: 'Thank you for your purchase.',
    failedTitle: 'Payment Failed',
    declined: 'Payment was declined by your bank. Please try again or use a different card.',
    defaultFailure: 'There was a problem processing your payment. Please try again.',
  },
  cart: {
    emptyCheckout: 'Your cart is empty. Please add items before checking out.',
    fetchFailed: 'Failed to fetch cart',
    syncFailed: 'Failed to sync cart',
    addFailed: 'Failed to add item to cart',
    updateQuantityFailed: 'Failed to update item quantity',
    removeFailed: 'Failed to remove item from cart',
    clearFailed: 'Failed to clear cart',
    removeError: 'Error removing item. Please try again.',
    updateQuantityError: 'Error updating quantity. Please try again.',
    staleCart: 'Your cart was changed in another window. It has been reloaded; please try again.', // ours, docs/architecture.md#the-cart-saved-atomically
    /** Ours: guest lines the account could not take on sign-in (their artwork was pruned, deleted or is another account's). */
    artworkUnavailable: (names: readonly string[]): string => {
      if (names.length === 1) return `“${names[0]}” was removed from your cart: its artwork is no longer available.`;
      const listed = [...new Set(names)].map((name) => `“${name}”`).join(', ');
      return `${names.length} items were removed from your cart (${listed}): their artwork is no longer available.`;
    },
    /** Ours: checkout with a signed-in cart the server has not confirmed (the cart is read again). */
    notConfirmed: "We couldn't confirm your cart with your account yet. Please check it and try again.",
  },
  orders: {
    loadFailed: (status: number): string => `Failed to load orders: Server error ${status}`,
    noResponse: 'No response from server',
    invalidPackage: 'Invalid package selection. Please try again.',
    selectPackage: 'Please select a package to continue',
    syncFailed: 'Failed to synchronize cart. Please try again.',
    unableToComplete: 'Unable to complete your order. Please try again later.',
    placeFailed: 'Failed to place order. Please try again.',
    invalidTransition: 'This order cannot move to that status.', // ours, docs/architecture.md#real-admin-screens
  },
  toasts: {
    itemRemoved: 'Item removed from cart',
    cartUpdated: 'Cart updated',
    processingOrder: 'Processing your order...',
    orderPlaced: 'Order placed successfully!',
  },
  subscriptions: {
    noToken: 'Authentication token not found',
    fetchSubscriptionsFailed: 'Failed to fetch user subscriptions',
    fetchPackagesFailed: 'Failed to fetch available packages',
    cancelFailed: 'Failed to cancel subscription',
    purchaseFailed: 'Failed to purchase package',
    errorWhile,
    alreadySubscribed: 'Already Subscribed',
  },
  walls: {
    typeInvalid: 'Please select an image file (JPEG, PNG, GIF, or WEBP)',
    tooLarge: 'File size must be less than 5MB',
    fileRequired: 'Please select a file',
    nameRequired: 'Please enter a name for your wall background',
    invalidResponse: 'Invalid response from server',
    waitForUpload: 'Please wait for upload to complete',
    uploadFailed: 'Failed to upload wall background',
    fetchFailed: 'Failed to fetch wall backgrounds',
    fetchDefaultsFailed: 'Failed to fetch default wall backgrounds',
    deleteFailed: 'Failed to delete wall background',
    updateFailed: 'Failed to update wall background',
    deleteError: 'Error deleting wall background',
    defaultNotDeletable: 'Default wall backgrounds cannot be deleted', // ours, docs/product/site.md#roles-and-permissions rule enforced by the server
  },
  designs: {
    generateFirst: 'Please generate a design first.',
    signInToSave: 'Please sign in to save your design',
    saved: 'Design saved successfully!',
    /** Ours: Save Design on a design opened from My Designs changes it instead of saving a copy. */
    updated: (name: string): string => `Design "${name}" updated.`,
    saveError: (message: string): string => `Error saving design: ${message}`,
    /** Ours: an opened design's wall is gone (its owner deleted it), so another wall is shown. */
    wallDeleted: (shownWall: string): string => `The wall this design used was deleted; showing ${shownWall} instead.`,
    /** Ours: an opened design's wall is one of the user's, and their walls could not be loaded. */
    wallUnavailable: (shownWall: string): string => `The wall this design used could not be loaded; showing ${shownWall} instead.`,
  },
  wallArt: {
    imageRequired: 'Please upload or select an image first',
  },
  faces: {
    selectFirst: 'Please select a face first.',
    loadMore: 'Load more faces...',
  },
  ageProgression: {
    imageType: 'Please upload an image file (png, jpg, jpeg)',
    imageRequired: 'Please upload an image',
    failed: 'An error occurred while generating images',
    /** Issue 11: refused over 5 MB, though docs/product/studio.md#face-tab has no size check. */
    imageTooLarge: 'File size must be less than 5MB',
    /** Issue 11: the photo has no face the detector can find. */
    noFace: "We couldn't find a face in this photo — try a clear, front-facing one",
  },
  portfolio: {
    empty: 'No projects found in this category.',
  },
  contact: {
    // ours: the spec's newsletter and contact forms have no submit handling (docs/product/landing.md#footer)
    nameRequired: 'Name is required.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email address.',
    messageRequired: 'Message is required.',
    tooLong: (max: number): string => `Must be at most ${max} characters.`,
    subscribed: 'Thanks for subscribing!',
    alreadySubscribed: 'You are already subscribed. Thanks for staying in touch!',
    sent: 'Thanks! We will get back to you within 24 hours.',
  },
  http: {
    network: 'Network Error',
    aborted: 'Request aborted',
    timeout: (ms: number): string => `timeout of ${ms} ms exceeded`,
    requestFailed: (status: number): string => `Request failed with status code ${status}`,
  },
  /** ours (issue 9 §4): the rules every text, email and new password is held to. */
  input: {
    controlCharacters: 'Must not contain control characters or line breaks.',
    emailInvisible: 'Email must not contain invisible or special characters.',
    emailMixedScript: 'Email must not mix letters of different alphabets in one word.',
    nameInvisible: 'Name must not contain invisible characters.',
    passwordRules: 'Password must have an uppercase letter, a lowercase letter, and a number or special character (!@#$%^&*).',
    passwordTooCommon: 'This password is one of the most common passwords. Please choose one that is harder to guess.',
  },
  /** ours: the `message` of the server's `{ error, message }` answers (docs/architecture.md#the-api-contract). */
  api: {
    validation: 'Invalid request.',
    unauthorized: 'Authentication required. Please log in again.',
    forbidden: 'You do not have permission to do that.',
    notFound: 'Not found.',
    conflict: 'The resource was changed by someone else. Please reload and try again.',
    payloadTooLarge: 'File size must be less than 5MB',
    rateLimited: 'Too many requests. Please try again later.',
    /** A 429 that says when to come back (its Retry-After header, issue 9 §2). */
    rateLimitedFor: (seconds: number) => `Too many requests — try again in ${secondsText(seconds)}.`,
    internal: 'Something went wrong. Please try again.',
  },
} as const;

/** docs/product/messages.md#accounts sign-up: a server message containing 'email already registered' (any case) means the email is taken. */
export function isEmailTakenMessage(serverMessage: unknown): boolean {
  return typeof serverMessage === 'string' && serverMessage.toLowerCase().includes('email already registered');
}

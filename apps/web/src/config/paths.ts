/**
 * The one table of routes (SPEC §2 "Route table"). Components link through these names, never
 * through string literals, so a renamed route changes in one place.
 */
export const paths = {
  home: '/',
  signUp: '/sign-up',
  signIn: '/sign-in',
  /** Old spelling used by the spec's save-design flow; redirects to signIn (DESIGN §4.13). */
  legacySignIn: '/signin',
  aiWallGenerator: '/ai-wall-generator',
  wallArt: '/wallArt',
  imageUpload: '/image-upload',
  forgotPassword: '/forgot-password',
  verifyOtp: '/verify-otp',
  newPassword: '/new-password',
  passwordSuccess: '/success',
  payment: '/payment',
  paymentProcess: '/payment-process',
  paymentSuccess: '/payment-success',
  dashboard: '/dashboard',
  dashboardProfile: '/dashboard/profile',
  cart: '/cart',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminOrders: '/admin/orders',
  adminPackages: '/admin/packages',
  adminConsultations: '/admin/consultations',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** SPEC §2: checkout sends a guest to /sign-in?redirect=cart; Save Design to /sign-in?redirect=wallArt. */
export function signInHref(redirect?: 'cart' | 'wallArt'): string {
  return redirect ? `${paths.signIn}?redirect=${redirect}` : paths.signIn;
}

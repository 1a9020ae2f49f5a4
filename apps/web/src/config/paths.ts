/**
 * The one table of routes (docs/product/site.md#routes). Components link through these names, never
 * through string literals, so a renamed route changes in one place.
 */
export const paths = {
  home: '/',
  signUp: '/sign-up',
  signIn: '/sign-in',
  /** Old spelling used by the spec's save-design flow; redirects to signIn (docs/architecture.md#the-old-sign-in-path). */
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
  /** The AR view of an artwork (docs/product/ar.md): its choice is in the query, see features/ar/ar-link.ts. */
  ar: '/ar',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminOrders: '/admin/orders',
  adminPackages: '/admin/packages',
  adminConsultations: '/admin/consultations',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The Subscriptions tab of My Account (docs/product/plans.md#subscriptions-tab), as a link: the tab is named in the query. */
export const subscriptionsHref = `${paths.dashboardProfile}?tab=subscriptions`;

/**
 * Where `/sign-in?redirect=…` returns after the sign-in: the spec's checkout detour (docs/product/accounts.md#sign-in) (cart), Save
 * Design's (wallArt), and issue 18's plan checkout (payment; its plan and contact wait in
 * sessionStorage) and payment result (paymentResult, with the payment's id). A closed list, so the
 * query can never send anyone off the site.
 */
export type SignInRedirect = 'cart' | 'wallArt' | 'payment' | 'paymentResult';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

export function signInHref(redirect?: SignInRedirect, params: Record<string, string> = {}): string {
  if (!redirect) return paths.signIn;
  return `${paths.signIn}?${new URLSearchParams({ redirect, ...params }).toString()}`;
}

/** The page a sign-in (or a sign-up, then its sign-in) asked by `search` goes back to, or null for none. */
export function signInRedirectTarget(search: URLSearchParams): string | null {
  switch (search.get('redirect')) {
    case 'cart':
      return paths.cart;
    case 'wallArt':
      return paths.wallArt;
    case 'payment':
      return paths.payment;
    case 'paymentResult': {
      const id = search.get('payment') ?? '';
      return OBJECT_ID.test(id) ? `${paths.paymentSuccess}?payment=${id}` : null;
    }
    default:
      return null;
  }
}

/**
 * `path` carrying the same sign-in redirect as `search` (sign-in's link to sign-up and back), so a
 * customer who signs up first still returns where the detour began. Only a known redirect is kept.
 */
export function keepSignInRedirect(path: string, search: URLSearchParams): string {
  if (signInRedirectTarget(search) === null) return path;
  const kept = new URLSearchParams({ redirect: search.get('redirect')! });
  const payment = search.get('payment');
  if (payment) kept.set('payment', payment);
  return `${path}?${kept.toString()}`;
}

import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin } from './guards/require-admin';
import { RequireUser } from './guards/require-user';
import { RootLayout } from './root-layout';
import { HydrateFallback } from './routes/hydrate-fallback';
import { LegacySignInRedirect } from './routes/legacy-sign-in-redirect';
import { LazyRouteError } from './routes/lazy-route-error';

/** Strips the leading slash: child routes are relative to the root layout. */
const rel = (path: string) => path.replace(/^\//, '');

/**
 * Every route of SPEC §2. Each screen is a lazy chunk, so the first page loads only its own code.
 * Guards and the /signin redirect are plain elements: they must work before any chunk loads.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    HydrateFallback,
    errorElement: <LazyRouteError />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
      { path: rel(paths.signUp), lazy: async () => ({ Component: (await import('../features/auth/components/sign-up-screen')).SignUpScreen }) },
      { path: rel(paths.signIn), lazy: async () => ({ Component: (await import('../features/auth/components/sign-in-screen')).SignInScreen }) },
      { path: rel(paths.legacySignIn), element: <LegacySignInRedirect /> },
      {
        path: rel(paths.aiWallGenerator),
        lazy: async () => ({ Component: (await import('../features/generator/components/ai-wall-generator-screen')).AiWallGeneratorScreen }),
      },
      { path: rel(paths.wallArt), lazy: async () => ({ Component: (await import('../features/visualizer/components/wall-art-screen')).WallArtScreen }) },
      {
        path: rel(paths.imageUpload),
        lazy: async () => ({ Component: (await import('../features/generator/components/image-upload-screen')).ImageUploadScreen }),
      },
      {
        path: rel(paths.forgotPassword),
        lazy: async () => ({ Component: (await import('../features/password-recovery/components/forgot-password-screen')).ForgotPasswordScreen }),
      },
      {
        path: rel(paths.verifyOtp),
        lazy: async () => ({ Component: (await import('../features/password-recovery/components/verify-otp-screen')).VerifyOtpScreen }),
      },
      {
        path: rel(paths.newPassword),
        lazy: async () => ({ Component: (await import('../features/password-recovery/components/new-password-screen')).NewPasswordScreen }),
      },
      {
        path: rel(paths.passwordSuccess),
        lazy: async () => ({ Component: (await import('../features/password-recovery/components/password-success-screen')).PasswordSuccessScreen }),
      },
      { path: rel(paths.payment), lazy: async () => ({ Component: (await import('../features/checkout/components/checkout-screen')).CheckoutScreen }) },
      {
        path: rel(paths.paymentProcess),
        lazy: async () => ({ Component: (await import('../features/payment/components/payment-process-screen')).PaymentProcessScreen }),
      },
      {
        path: rel(paths.paymentSuccess),
        lazy: async () => ({ Component: (await import('../features/payment/components/payment-result-screen')).PaymentResultScreen }),
      },
      {
        // SPEC §2: signed-in users only.
        path: rel(paths.dashboard),
        element: <RequireUser />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../features/dashboard/components/dashboard-layout')).DashboardLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('../features/dashboard/components/dashboard-home-screen')).DashboardHomeScreen }) },
              { path: 'profile', lazy: async () => ({ Component: (await import('../features/profile/components/profile-screen')).ProfileScreen }) },
            ],
          },
        ],
      },
      {
        // SPEC §2: the cart sits inside the dashboard layout but is open to guests (SPEC §6).
        path: rel(paths.cart),
        lazy: async () => ({ Component: (await import('../features/dashboard/components/dashboard-layout')).DashboardLayout }),
        children: [{ index: true, lazy: async () => ({ Component: (await import('../features/cart/components/cart-screen')).CartScreen }) }],
      },
      {
        // SPEC §2: admins only (isAdmin or role admin).
        path: rel(paths.admin),
        element: <RequireAdmin />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../features/admin/components/admin-layout')).AdminLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('../features/admin/components/admin-dashboard-screen')).AdminDashboardScreen }) },
              { path: 'users', lazy: async () => ({ Component: (await import('../features/admin/components/admin-users-screen')).AdminUsersScreen }) },
              { path: 'orders', lazy: async () => ({ Component: (await import('../features/admin/components/admin-orders-screen')).AdminOrdersScreen }) },
              { path: 'packages', lazy: async () => ({ Component: (await import('../features/admin/components/admin-packages-screen')).AdminPackagesScreen }) },
            ],
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundScreen }) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

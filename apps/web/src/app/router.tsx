import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin } from './guards/require-admin';
import { RequireUser } from './guards/require-user';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RootLayout } from './root-layout';
import { LegacySignInRedirect } from './routes/legacy-sign-in-redirect';

/** Strips the leading slash: child routes are relative to the root layout. */
const rel = (path: string) => path.replace(/^\//, '');

// Each screen is a lazy chunk, so the first page loads only its own code (issue 4's budget). The
// router is React Router's declarative one: the data router's loaders and actions are not used
// here, and leaving them out halves the router's share of the first load (decision 011).
export const HomeScreen = lazyScreen(async () => (await import('./routes/home')).HomeRoute, 'src/app/routes/home.tsx');
const SignUp = lazyScreen(async () => (await import('../features/auth/components/sign-up-screen')).SignUpScreen, 'src/features/auth/components/sign-up-screen.tsx');
const SignIn = lazyScreen(async () => (await import('../features/auth/components/sign-in-screen')).SignInScreen, 'src/features/auth/components/sign-in-screen.tsx');
const AiWallGenerator = lazyScreen(async () => (await import('../features/studio/studio-screen')).AiWallGeneratorScreen, 'src/features/studio/studio-screen.tsx');
const WallArt = lazyScreen(async () => (await import('../features/studio/wall-art-screen')).WallArtScreen, 'src/features/studio/wall-art-screen.tsx');
const ImageUpload = lazyScreen(async () => (await import('../features/studio/faces/select-face-screen')).SelectFaceScreen, 'src/features/studio/faces/select-face-screen.tsx');
const ForgotPassword = lazyScreen(async () => (await import('../features/password-recovery/components/forgot-password-screen')).ForgotPasswordScreen);
const VerifyOtp = lazyScreen(async () => (await import('../features/password-recovery/components/verify-otp-screen')).VerifyOtpScreen);
const NewPassword = lazyScreen(async () => (await import('../features/password-recovery/components/new-password-screen')).NewPasswordScreen);
const PasswordSuccess = lazyScreen(async () => (await import('../features/password-recovery/components/password-success-screen')).PasswordSuccessScreen);
const Checkout = lazyScreen(async () => (await import('../features/payment/components/plan-checkout-screen')).PlanCheckoutScreen, 'src/features/payment/components/plan-checkout-screen.tsx');
const PaymentProcess = lazyScreen(async () => (await import('../features/payment/components/payment-process-screen')).PaymentProcessScreen);
const PaymentResult = lazyScreen(async () => (await import('../features/payment/components/payment-result-screen')).PaymentResultScreen);
const DashboardLayout = lazyScreen(async () => (await import('../features/dashboard/components/dashboard-layout')).DashboardLayout, 'src/features/dashboard/components/dashboard-layout.tsx');
const DashboardHome = lazyScreen(async () => (await import('../features/dashboard/components/dashboard-home-screen')).DashboardHomeScreen);
const Profile = lazyScreen(async () => (await import('./routes/profile')).ProfileRoute);
const Cart = lazyScreen(async () => (await import('./routes/cart')).CartRoute, 'src/app/routes/cart.tsx');
const AdminLayout = lazyScreen(async () => (await import('../features/admin/components/admin-layout')).AdminLayout, 'src/features/admin/components/admin-layout.tsx');
const AdminDashboard = lazyScreen(async () => (await import('../features/admin/components/admin-dashboard-screen')).AdminDashboardScreen, 'src/features/admin/components/admin-dashboard-screen.tsx');
const AdminUsers = lazyScreen(async () => (await import('../features/admin/components/admin-users-screen')).AdminUsersScreen, 'src/features/admin/components/admin-users-screen.tsx');
const AdminOrders = lazyScreen(async () => (await import('../features/admin/components/admin-orders-screen')).AdminOrdersScreen, 'src/features/admin/components/admin-orders-screen.tsx');
const AdminPackages = lazyScreen(async () => (await import('../features/admin/components/admin-packages-screen')).AdminPackagesScreen, 'src/features/admin/components/admin-packages-screen.tsx');
const AdminConsultations = lazyScreen(async () => (await import('../features/admin/components/admin-consultations-screen')).AdminConsultationsScreen, 'src/features/admin/components/admin-consultations-screen.tsx');
const Ar = lazyScreen(async () => (await import('../features/ar/ar-screen')).ArScreen);
const NotFound = lazyScreen(async () => (await import('./routes/not-found')).NotFoundScreen);

/** What a prerendered page's first view needs loaded: a screen, or a lazy part inside one. */
type FirstViewCode = Pick<LazyScreen, 'preload' | 'source'>;

// The studio's first tab, on /ai-wall-generator's first view: a lazy part of the studio screen
// (features/studio/studio-screen.tsx), preloaded with it so the built tab is hydrated (decision 058).
const studioFaceTab: FirstViewCode = {
  preload: async () => (await import('../features/studio/studio-screen')).FaceTab.preload(),
  source: 'src/features/studio/face/face-tab.tsx',
};

/** The code each prerendered page (config/prerendered-pages.ts) renders on its first view. */
const prerenderedScreens: Record<string, readonly FirstViewCode[]> = {
  [paths.home]: [HomeScreen],
  [paths.aiWallGenerator]: [AiWallGenerator, studioFaceTab],
  [paths.wallArt]: [WallArt],
  [paths.imageUpload]: [ImageUpload],
  [paths.signIn]: [SignIn],
  [paths.signUp]: [SignUp],
  [paths.cart]: [DashboardLayout, Cart],
  [paths.payment]: [Checkout],
  [paths.admin]: [AdminLayout, AdminDashboard],
  [paths.adminUsers]: [AdminLayout, AdminUsers],
  [paths.adminOrders]: [AdminLayout, AdminOrders],
  [paths.adminPackages]: [AdminLayout, AdminPackages],
  [paths.adminConsultations]: [AdminLayout, AdminConsultations],
};

/**
 * Loads the code of a prerendered page's screens, so the app's first render over the built markup
 * (scripts/prerender-pages.tsx, app/mount.tsx) is the page itself, never the loading spinner.
 * Rejects for a path that is not a prerendered page.
 */
export function preloadPrerenderedScreens(path: string): Promise<void> {
  const screens = prerenderedScreens[path];
  if (!screens) return Promise.reject(new Error(`${path} is not a prerendered page`));
  return Promise.all(screens.map((screen) => screen.preload())).then(() => undefined);
}

/** The screen modules (paths from apps/web) a prerendered page's first render needs. */
export function prerenderedScreenSources(path: string): string[] {
  const screens = prerenderedScreens[path];
  if (!screens) throw new Error(`${path} is not a prerendered page`);
  return screens.map((screen) => {
    if (!screen.source) throw new Error(`a screen of ${path} names no source module`);
    return screen.source;
  });
}

/**
 * Every route of docs/product/site.md#routes. Guards and the /signin redirect are plain elements: they must work
 * before any chunk loads.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeScreen />} />
        <Route path={rel(paths.signUp)} element={<SignUp />} />
        <Route path={rel(paths.signIn)} element={<SignIn />} />
        <Route path={rel(paths.legacySignIn)} element={<LegacySignInRedirect />} />
        <Route path={rel(paths.aiWallGenerator)} element={<AiWallGenerator />} />
        <Route path={rel(paths.wallArt)} element={<WallArt />} />
        <Route path={rel(paths.imageUpload)} element={<ImageUpload />} />
        <Route path={rel(paths.forgotPassword)} element={<ForgotPassword />} />
        <Route path={rel(paths.verifyOtp)} element={<VerifyOtp />} />
        <Route path={rel(paths.newPassword)} element={<NewPassword />} />
        <Route path={rel(paths.passwordSuccess)} element={<PasswordSuccess />} />
        <Route path={rel(paths.payment)} element={<Checkout />} />
        <Route path={rel(paths.paymentProcess)} element={<PaymentProcess />} />
        <Route path={rel(paths.paymentSuccess)} element={<PaymentResult />} />
        {/* docs/product/site.md#route-guards: signed-in users only. */}
        <Route path={rel(paths.dashboard)} element={<RequireUser />}>
          <Route element={<DashboardLayout />}>
            <Route index element={<DashboardHome />} />
            <Route path="profile" element={<Profile />} />
          </Route>
        </Route>
        {/* docs/product/site.md#routes: the cart sits inside the dashboard layout but is open to guests (docs/product/site.md#roles-and-permissions). */}
        <Route path={rel(paths.cart)} element={<DashboardLayout />}>
          <Route index element={<Cart />} />
        </Route>
        {/* docs/product/site.md#route-guards: admins only (isAdmin or role admin). */}
        <Route path={rel(paths.admin)} element={<RequireAdmin />}>
          <Route element={<AdminLayout />}>
            <Route index element={<AdminDashboard />} />
            <Route path="users" element={<AdminUsers />} />
            <Route path="orders" element={<AdminOrders />} />
            <Route path="packages" element={<AdminPackages />} />
            <Route path="consultations" element={<AdminConsultations />} />
          </Route>
        </Route>
        <Route path={rel(paths.ar)} element={<Ar />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

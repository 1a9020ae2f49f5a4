import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin } from './guards/require-admin';
import { RequireUser } from './guards/require-user';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './root-layout';
import { LegacySignInRedirect } from './routes/legacy-sign-in-redirect';

/** Strips the leading slash: child routes are relative to the root layout. */
const rel = (path: string) => path.replace(/^\//, '');

// Each screen is a lazy chunk, so the first page loads only its own code (issue 4's budget). The
// router is React Router's declarative one: the data router's loaders and actions are not used
// here, and leaving them out halves the router's share of the first load (decision 011).
export const HomeScreen = lazyScreen(async () => (await import('./routes/home')).HomeRoute);
const SignUp = lazyScreen(async () => (await import('../features/auth/components/sign-up-screen')).SignUpScreen);
const SignIn = lazyScreen(async () => (await import('../features/auth/components/sign-in-screen')).SignInScreen);
const AiWallGenerator = lazyScreen(async () => (await import('../features/studio/studio-screen')).AiWallGeneratorScreen);
const WallArt = lazyScreen(async () => (await import('../features/studio/wall-art-screen')).WallArtScreen);
const ImageUpload = lazyScreen(async () => (await import('../features/studio/faces/select-face-screen')).SelectFaceScreen);
const ForgotPassword = lazyScreen(async () => (await import('../features/password-recovery/components/forgot-password-screen')).ForgotPasswordScreen);
const VerifyOtp = lazyScreen(async () => (await import('../features/password-recovery/components/verify-otp-screen')).VerifyOtpScreen);
const NewPassword = lazyScreen(async () => (await import('../features/password-recovery/components/new-password-screen')).NewPasswordScreen);
const PasswordSuccess = lazyScreen(async () => (await import('../features/password-recovery/components/password-success-screen')).PasswordSuccessScreen);
const Checkout = lazyScreen(async () => (await import('../features/payment/components/plan-checkout-screen')).PlanCheckoutScreen);
const PaymentProcess = lazyScreen(async () => (await import('../features/payment/components/payment-process-screen')).PaymentProcessScreen);
const PaymentResult = lazyScreen(async () => (await import('../features/payment/components/payment-result-screen')).PaymentResultScreen);
const DashboardLayout = lazyScreen(async () => (await import('../features/dashboard/components/dashboard-layout')).DashboardLayout);
const DashboardHome = lazyScreen(async () => (await import('../features/dashboard/components/dashboard-home-screen')).DashboardHomeScreen);
const Profile = lazyScreen(async () => (await import('./routes/profile')).ProfileRoute);
const Cart = lazyScreen(async () => (await import('./routes/cart')).CartRoute);
const AdminLayout = lazyScreen(async () => (await import('../features/admin/components/admin-layout')).AdminLayout);
const AdminDashboard = lazyScreen(async () => (await import('../features/admin/components/admin-dashboard-screen')).AdminDashboardScreen);
const AdminUsers = lazyScreen(async () => (await import('../features/admin/components/admin-users-screen')).AdminUsersScreen);
const AdminOrders = lazyScreen(async () => (await import('../features/admin/components/admin-orders-screen')).AdminOrdersScreen);
const AdminPackages = lazyScreen(async () => (await import('../features/admin/components/admin-packages-screen')).AdminPackagesScreen);
const AdminConsultations = lazyScreen(async () => (await import('../features/admin/components/admin-consultations-screen')).AdminConsultationsScreen);
const NotFound = lazyScreen(async () => (await import('./routes/not-found')).NotFoundScreen);

/**
 * Every route of SPEC §2. Guards and the /signin redirect are plain elements: they must work
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
        {/* SPEC §2: signed-in users only. */}
        <Route path={rel(paths.dashboard)} element={<RequireUser />}>
          <Route element={<DashboardLayout />}>
            <Route index element={<DashboardHome />} />
            <Route path="profile" element={<Profile />} />
          </Route>
        </Route>
        {/* SPEC §2: the cart sits inside the dashboard layout but is open to guests (SPEC §6). */}
        <Route path={rel(paths.cart)} element={<DashboardLayout />}>
          <Route index element={<Cart />} />
        </Route>
        {/* SPEC §2: admins only (isAdmin or role admin). */}
        <Route path={rel(paths.admin)} element={<RequireAdmin />}>
          <Route element={<AdminLayout />}>
            <Route index element={<AdminDashboard />} />
            <Route path="users" element={<AdminUsers />} />
            <Route path="orders" element={<AdminOrders />} />
            <Route path="packages" element={<AdminPackages />} />
            <Route path="consultations" element={<AdminConsultations />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

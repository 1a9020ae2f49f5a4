import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { createAppStore } from '../../../stores/store';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { NewPasswordScreen } from './new-password-screen';
import { VerifyOtpScreen } from './verify-otp-screen';
import { i18n } from '../../../lib/i18n';

/** Where a test ended up, with the navigation state it carries. */
function Landing({ name }: { name: string }) {
  const state: unknown = useLocation().state;
  return (
    <p data-testid="landing">
      {name} {JSON.stringify(state)}
    </p>
  );
}

/** The recovery screens under a memory router, starting at `pathname` with navigation `state`. Test-only. */
export function renderRecovery(pathname: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: paths.forgotPassword, element: <ForgotPasswordScreen /> },
      { path: paths.verifyOtp, element: <VerifyOtpScreen /> },
      { path: paths.newPassword, element: <NewPasswordScreen /> },
      { path: paths.passwordSuccess, element: <Landing name="success" /> },
      { path: paths.signIn, element: <Landing name="sign-in" /> },
    ],
    { initialEntries: [{ pathname, state }] },
  );
  const view = render(
    <I18nProvider i18n={i18n}>
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>
    </I18nProvider>,
  );
  return { ...view, router };
}

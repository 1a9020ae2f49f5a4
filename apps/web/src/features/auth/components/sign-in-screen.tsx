import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, type LoginBody } from '@wallart/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FocusLayout } from '../../../components/layout/focus-layout';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { emailInput } from '../../../components/ui/input-presets';
import { PageTitle } from '../../../components/ui/page-title';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { keepSignInRedirect, paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSharedText } from '../../../lib/shared-text';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLoginMutation } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { OrGoogle } from './or-divider';

/** docs/product/accounts.md#sign-in: email, password with toggle, remember me, forgot-password link, Google, link to sign up. */
const resolver = lazyZodResolver<LoginBody>(() => import('@wallart/shared/schemas/auth').then((m) => m.loginBodySchema));

export function SignInScreen() {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const [login] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const google = useGoogleSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver, defaultValues: { email: '', password: '', rememberMe: false } });

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await completeSignIn(await login(body).unwrap());
    } catch (failure) {
      // docs/product/messages.md#accounts: the server's message (e.g. 'Invalid email or password.') is shown as it is.
      setServerError(apiErrorMessage(failure, MESSAGES.signIn.invalidCredentials));
    }
  });

  // docs/product/accounts.md#sign-in: one message for missing fields, 'Please fill all fields'.
  const formError = errors.email?.message ?? errors.password?.message ?? errors.root?.message ?? serverError ?? google.error;

  return (
    <FocusLayout>
      <PageTitle eyebrow={t`Welcome back`} title={t`Sign In`} description={signInReason(i18n, redirect)} />
      <form noValidate onFocus={resolver.preload} onSubmit={(event) => void onSubmit(event)} className="mt-8 space-y-5" aria-describedby={formError ? errorId : undefined}>
        {formError && (
          <div id={errorId}>
            <Alert title={ts(formError)} />
          </div>
        )}
        <TextField
          label={t`Email`}
          {...emailInput}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId : undefined}
          {...register('email')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? errorId : undefined}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox label={t`Remember me`} {...register('rememberMe')} />
          <TextLink to={paths.forgotPassword} className="text-sm">
            <Trans>Forgot password?</Trans>
          </TextLink>
        </div>
        <SubmitButton pending={isSubmitting} pendingLabel={t`Signing in`} size="lg" className="w-full">
          <Trans>Sign In</Trans>
        </SubmitButton>
      </form>
      <OrGoogle mode="signin" google={google} />
      <p className="mt-8 text-sm text-ink-600">
        <Trans>
          Don&apos;t have an account? <TextLink to={keepSignInRedirect(paths.signUp, search)}>Sign up</TextLink>
        </Trans>
      </p>
    </FocusLayout>
  );
}

/** Why the sign-in is asked for, when a detour sent the customer here. */
function signInReason(i18n: I18n, redirect: string | null): string {
  if (redirect === 'cart') return i18n._(msg`Sign in to check out: your cart will be waiting.`);
  if (redirect === 'payment') return i18n._(msg`Sign in to complete your purchase: your plan and contact details will be waiting.`);
  if (redirect === 'paymentResult') return i18n._(msg`Sign in to see the result of your payment.`);
  return i18n._(msg`Sign in to save designs, sync your cart across devices and follow your orders.`);
}

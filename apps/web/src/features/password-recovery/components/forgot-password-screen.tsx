import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordBodySchema, MESSAGES } from '@wallart/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FocusLayout } from '../../../components/layout/focus-layout';
import { Alert } from '../../../components/ui/alert';
import { emailInput } from '../../../components/ui/input-presets';
import { PageTitle } from '../../../components/ui/page-title';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useSharedText } from '../../../lib/shared-text';
import { apiErrorMessage } from '../../../lib/api-error';
import { useForgotPasswordMutation } from '../api/forgot-password';
import type { VerifyOtpState } from '../utils/recovery-state';

/**
 * docs/product/accounts.md#password-recovery: an email and Continue. The server emails a code (docs/architecture.md#real-password-recovery); the
 * spec's alert text is carried to /verify-otp and shown there as an in-page notice, which screen
 * readers announce and which stays readable, unlike a blocking window.alert.
 */
export function ForgotPasswordScreen() {
  const { t } = useLingui();
  const ts = useSharedText();
  const navigate = useNavigate();
  const [forgotPassword] = useForgotPasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await forgotPassword({ email }).unwrap();
      const state: VerifyOtpState = { email, notice: MESSAGES.forgotPassword.codeSent(email) };
      await navigate(paths.verifyOtp, { state });
    } catch (failure) {
      setServerError(apiErrorMessage(failure, MESSAGES.profile.somethingWentWrong));
    }
  });

  return (
    <FocusLayout>
      <PageTitle
        eyebrow={t`Step 1 of 3 · Password recovery`}
        title={t`Forgot Password`}
        description={t`Enter the email address of your account and we will send you a four-digit verification code.`}
      />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8 space-y-5">
        {serverError && <Alert title={ts(serverError)} />}
        <TextField label={t`Email`} {...emailInput} error={errors.email?.message && ts(errors.email.message)} {...register('email')} />
        <SubmitButton pending={isSubmitting} pendingLabel={t`Sending the code`} size="lg" className="w-full">
          <Trans>Continue</Trans>
        </SubmitButton>
      </form>
      <p className="mt-8 text-sm text-ink-600">
        <Trans>
          Remembered it? <TextLink to={paths.signIn}>Back to sign in</TextLink>
        </Trans>
      </p>
    </FocusLayout>
  );
}

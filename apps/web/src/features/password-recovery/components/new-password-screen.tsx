import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, newPasswordFormSchema, PASSWORD_UPDATED_REDIRECT_MS } from '@wallart/shared';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { FocusLayout } from '../../../components/layout/focus-layout';
import { Alert } from '../../../components/ui/alert';
import { newPasswordInput } from '../../../components/ui/input-presets';
import { PageTitle } from '../../../components/ui/page-title';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextLink } from '../../../components/ui/text-link';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { useSharedText } from '../../../lib/shared-text';
import { apiErrorMessage } from '../../../lib/api-error';
import { useResetPasswordMutation } from '../api/reset-password';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { readNewPasswordState } from '../utils/recovery-state';
import { RecoveryGuidance } from './recovery-guidance';

/**
 * docs/product/accounts.md#password-recovery: two fields with show/hide, a live checklist (informational, docs/product/accounts.md#password-rules)
 * and Update Password; then 'Password updated successfully!' and /success after 1.2 s.
 */
export function NewPasswordScreen() {
  const location = useLocation();
  const arrival = readNewPasswordState(location.state);
  const { t } = useLingui();
  const ts = useSharedText();
  return (
    <FocusLayout>
      <PageTitle
        eyebrow={t`Step 3 of 3 · Password recovery`}
        title={t`Create a New Password`}
        description={arrival ? t`Choose a new password for your account.` : undefined}
      />
      {arrival ? <NewPasswordForm resetToken={arrival.resetToken} /> : <RecoveryGuidance message={ts(MESSAGES.otp.resetLinkExpired)} />}
      <p className="mt-8 text-sm text-ink-600">
        <Trans>
          Remembered it? <TextLink to={paths.signIn}>Back to sign in</TextLink>
        </Trans>
      </p>
    </FocusLayout>
  );
}

function NewPasswordForm({ resetToken }: { resetToken: string }) {
  const { t } = useLingui();
  const ts = useSharedText();
  const [resetPassword] = useResetPasswordMutation();
  const navigateLater = useDelayedNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const checklistId = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    setServerError(null);
    try {
      await resetPassword({ resetToken, password: newPassword }).unwrap();
      setDone(true);
      toast.success(ts(MESSAGES.newPassword.updated));
      navigateLater(paths.passwordSuccess, PASSWORD_UPDATED_REDIRECT_MS, { replace: true });
    } catch (failure) {
      setServerError(apiErrorMessage(failure, MESSAGES.profile.somethingWentWrong));
    }
  });

  // docs/product/accounts.md#password-recovery: 'Both fields are required.' is one message for the pair; show it once.
  const bothRequired = errors.password?.message === MESSAGES.newPassword.bothRequired || errors.confirmPassword?.message === MESSAGES.newPassword.bothRequired;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8 space-y-5">
      {serverError && <Alert title={ts(serverError)} />}
      {bothRequired && <Alert title={ts(MESSAGES.newPassword.bothRequired)} />}
      <div>
        <PasswordField
          label={t`New Password`}
          {...newPasswordInput}
          error={bothRequired ? undefined : errors.password?.message && ts(errors.password.message)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={checklistId}
          {...register('password')}
        />
        <PasswordChecklist id={checklistId} password={password} className="mt-3" />
      </div>
      <PasswordField
        label={t`Confirm Password`}
        {...newPasswordInput}
        error={bothRequired ? undefined : errors.confirmPassword?.message && ts(errors.confirmPassword.message)}
        aria-invalid={errors.confirmPassword ? true : undefined}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t`Updating your password`} disabled={done} size="lg" className="w-full">
        <Trans>Update Password</Trans>
      </SubmitButton>
    </form>
  );
}

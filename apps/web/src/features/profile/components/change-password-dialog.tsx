import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordFormSchema, MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@wallart/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { newPasswordInput } from '../../../components/ui/input-presets';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast-store';
import { useSharedText } from '../../../lib/shared-text';
import { apiErrorMessage, failureStatus } from '../../../lib/api-error';
import { useUpdateProfileMutation } from '../api/update-profile';

const emptyForm = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * docs/product/accounts.md#change-password change-password dialog with the messages of docs/product/accounts.md#change-password (8 characters, docs/architecture.md#passwords-of-8-characters-everywhere). The
 * server checks the current password; a wrong one comes back as its message.
 */
export function ChangePasswordDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useLingui();
  const ts = useSharedText();
  const minLength = PASSWORD_MIN_LENGTH;
  const [open, setOpen] = useState(false);
  const [updateProfile] = useUpdateProfileMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyForm });

  const changeOpen = (next: boolean) => {
    if (!next) {
      reset(emptyForm);
      setServerError(null);
    }
    setOpen(next);
  };

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setServerError(null);
    try {
      await updateProfile({ currentPassword, password }).unwrap();
      toast.success(ts(MESSAGES.newPassword.updated));
      changeOpen(false);
    } catch (failure) {
      const status = failureStatus(failure);
      setServerError(status === 401 ? MESSAGES.profile.authRequired : apiErrorMessage(failure, MESSAGES.profile.updatePasswordFailed));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t`Change Password`}
      description={t`Enter your current password, then choose a new one of at least ${minLength} characters.`}
      trigger={
        <Button variant="outline" size="sm" className={triggerClassName}>
          <Trans>Change Password</Trans>
        </Button>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {serverError && <Alert title={ts(serverError)} />}
        <PasswordField
          label={t`Current Password`}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.currentPassword?.message && ts(errors.currentPassword.message)}
          {...register('currentPassword')}
        />
        <PasswordField label={t`New Password`} {...newPasswordInput} error={errors.password?.message && ts(errors.password.message)} {...register('password')} />
        <PasswordField
          label={t`Confirm New Password`}
          {...newPasswordInput}
          error={errors.confirmPassword?.message && ts(errors.confirmPassword.message)}
          {...register('confirmPassword')}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton pending={isSubmitting} pendingLabel={t`Updating your password`}>
            <Trans>Update Password</Trans>
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

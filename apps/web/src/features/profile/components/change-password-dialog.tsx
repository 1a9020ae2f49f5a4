import { zodResolver } from '@hookform/resolvers/zod';
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
import { apiErrorMessage, failureStatus } from '../../../lib/api-error';
import { useUpdateProfileMutation } from '../api/update-profile';

const emptyForm = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * docs/product/accounts.md#change-password change-password dialog with the messages of docs/product/accounts.md#change-password (8 characters, docs/architecture.md#passwords-of-8-characters-everywhere). The
 * server checks the current password; a wrong one comes back as its message.
 */
export function ChangePasswordDialog({ triggerClassName }: { triggerClassName?: string }) {
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
      toast.success(MESSAGES.newPassword.updated);
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
      title="Change Password"
      description={`Enter your current password, then choose a new one of at least ${PASSWORD_MIN_LENGTH} characters.`}
      trigger={
        <Button variant="outline" size="sm" className={triggerClassName}>
          Change Password
        </Button>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {serverError && <Alert title={serverError} />}
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField label="New Password" {...newPasswordInput} error={errors.password?.message} {...register('password')} />
        <PasswordField label="Confirm New Password" {...newPasswordInput} error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          <SubmitButton pending={isSubmitting} pendingLabel="Updating your password">
            Update Password
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, type AdminCreateUserBody, type AdminCreateUserInput } from '@wallart/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { emailInput, newPasswordInput } from '../../../components/ui/input-presets';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { apiErrorMessage } from '../../../lib/api-error';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useCreateUserMutation } from '../api/create-user';
import { RoleSelect } from './role-select';
import { useSharedText } from '../../../lib/shared-text';

type AddUserForm = AdminCreateUserInput;
// The form's rules (and zod) load when the dialog opens, not with the Users screen (issue 21).
const resolver = lazyZodResolver<AddUserForm, AdminCreateUserBody>(() => import('@wallart/shared/schemas/auth').then((m) => m.adminCreateUserBodySchema));
const emptyForm: AddUserForm = { name: '', email: '', password: '', role: 'user' };

/**
 * docs/product/admin.md#users with the spec's rules and messages (docs/product/accounts.md#password-rules), passwords at least 8 (docs/architecture.md#passwords-of-8-characters-everywhere):
 * name, email, password and role. Role user is sent to /api/auth/register, role admin to
 * /api/auth/admin (docs/product/admin.md#users); the list refreshes itself.
 */
export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const ts = useSharedText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [createUser] = useCreateUserMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddUserForm, unknown, AdminCreateUserBody>({ resolver, defaultValues: emptyForm });
  // The form's code could not be fetched (offline): nothing was sent.
  const rootError = errors.root?.message;
  const formError = serverError ?? (rootError === undefined ? undefined : ts(rootError));

  useEffect(() => resolver.preload(), []);
  // The shared rules' messages (zod), in the UI's language.
  const shown = (message: string | undefined) => (message === undefined ? undefined : ts(message));
  const minLength = PASSWORD_MIN_LENGTH;

  const changeOpen = (next: boolean) => {
    if (!next) {
      reset(emptyForm);
      setServerError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const { user } = await createUser(body).unwrap();
      // MESSAGES.adminUsers.created's text in the UI's language (a shared text with a placeholder is the web's own).
      const name = user.name;
      toast.success(t`${name} was added.`);
      changeOpen(false);
    } catch (failure) {
      setServerError(apiErrorMessage(failure, ts(MESSAGES.adminUsers.createFailed)));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t`Add New User`}
      description={t`They can sign in with this email and password at once. Admins also get the admin area.`}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {formError && <Alert title={formError} />}
        <TextField label={t`Name`} autoComplete="off" maxLength={NAME_MAX_LENGTH} error={shown(errors.name?.message)} {...register('name')} />
        <TextField label={t`Email`} {...emailInput} autoComplete="off" error={shown(errors.email?.message)} {...register('email')} />
        <PasswordField
          label={t`Password`}
          {...newPasswordInput}
          hint={t`At least ${minLength} characters, with an upper-case and a lower-case letter and a number or symbol.`}
          error={shown(errors.password?.message)}
          {...register('password')}
        />
        <RoleSelect error={shown(errors.role?.message)} {...register('role')} />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton pending={isSubmitting} pendingLabel={t`Adding the user`}>
            <Trans>Add User</Trans>
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

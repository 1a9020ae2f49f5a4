import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, NAME_MAX_LENGTH, type AdminEditUserForm, type AdminUpdateUserBody, type PublicUser } from '@wallart/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { apiErrorMessage } from '../../../lib/api-error';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useUpdateUserMutation } from '../api/update-user';
import { RoleSelect } from './role-select';
import { useSharedText } from '../../../lib/shared-text';

// The form's rules (and zod) load when the dialog opens, not with the Users screen (issue 21).
const resolver = lazyZodResolver<AdminEditUserForm>(() => import('@wallart/shared/schemas/admin-users').then((m) => m.adminEditUserFormSchema));

export interface EditUserDialogProps {
  /** The account being edited; null keeps the dialog closed. */
  user: PublicUser | null;
  /** It is the signed-in admin's own account: the role cannot change (the server refuses it too). */
  own: boolean;
  onClose: () => void;
}

/**
 * Edit a user's name and role (ours: the spec's Edit did nothing (docs/product/admin.md#users)). Only what changed is sent; a role
 * change signs that user out everywhere (the server ends their sessions).
 */
export function EditUserDialog({ user, own, onClose }: EditUserDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={user !== null} onOpenChange={(next) => !next && onClose()} title={t`Edit User`} description={user?.email}>
      {/* Keyed by the account: each opening starts from that account's values, without an old error. */}
      {user && <EditUserForm key={user._id} user={user} own={own} onClose={onClose} />}
    </Dialog>
  );
}

function EditUserForm({ user, own, onClose }: { user: PublicUser; own: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const ts = useSharedText();
  const [updateUser] = useUpdateUserMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminEditUserForm>({ resolver, defaultValues: { name: user.name, role: user.role } });
  useEffect(() => resolver.preload(), []);
  // The form's code could not be fetched (offline): nothing was sent.
  const rootError = errors.root?.message;
  const formError = serverError ?? (rootError === undefined ? undefined : ts(rootError));
  // The shared rules' messages (zod), in the UI's language.
  const shown = (message: string | undefined) => (message === undefined ? undefined : ts(message));

  const onSubmit = handleSubmit(async ({ name, role }) => {
    const changes: AdminUpdateUserBody = {};
    if (name !== user.name) changes.name = name;
    if (role !== user.role && !own) changes.role = role;
    if (Object.keys(changes).length === 0) return onClose();
    setServerError(null);
    try {
      const { user: updated } = await updateUser({ id: user._id, changes }).unwrap();
      // MESSAGES.adminUsers.updated's text in the UI's language (a shared text with a placeholder is the web's own).
      const name = updated.name;
      toast.success(t`${name} was updated.`);
      onClose();
    } catch (failure) {
      setServerError(apiErrorMessage(failure, ts(MESSAGES.adminUsers.updateFailed)));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {formError && <Alert title={formError} />}
      <TextField label={t`Name`} autoComplete="off" maxLength={NAME_MAX_LENGTH} error={shown(errors.name?.message)} {...register('name')} />
      <RoleSelect
        error={shown(errors.role?.message)}
        disabled={own}
        hint={own ? ts(MESSAGES.adminUsers.ownRole) : t`Changing the role signs this person out everywhere; they sign in again with the new role.`}
        {...register('role')}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton pending={isSubmitting} pendingLabel={t`Saving the changes`}>
          <Trans>Save Changes</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

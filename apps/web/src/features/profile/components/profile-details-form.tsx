import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_MAX_LENGTH, countryOptions, LANGUAGES, NAME_MAX_LENGTH } from '@wallart/shared';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PencilIcon } from '../../../components/ui/account-icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { phoneInput } from '../../../components/ui/input-presets';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import type { CurrentUser } from '../../../stores/user-slice';
import { usePendingImage } from '../hooks/use-pending-image';
import { useSaveProfile } from '../hooks/use-save-profile';
import { profileFormSchema, profileValues, type ProfileFormOutput, type ProfileFormValues } from '../utils/profile-form';
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfilePicturePicker } from './profile-picture-picker';

// The schema's input types country and language as their option lists; the selects hold plain strings.
const resolver = zodResolver(profileFormSchema) as unknown as Resolver<ProfileFormValues, unknown, ProfileFormOutput>;

/**
 * docs/product/accounts.md#profile: read-only until Edit Profile; then Save Changes and Cancel. Cancel restores
 * the values and drops a pending picture. Email is shown but never editable (docs/product/accounts.md#profile).
 */
export function ProfileDetailsForm({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const image = usePendingImage();
  const [imageError, setImageError] = useState<string | null>(null);
  const { save, error: saveError, clearError } = useSaveProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({ resolver, defaultValues: profileValues(user) });

  // A fresher user (the refetch 1 s after saving) shows at once, unless the user is typing.
  useEffect(() => {
    if (!editing) reset(profileValues(user));
  }, [editing, reset, user]);

  const stopEditing = () => {
    setEditing(false);
    image.drop();
    setImageError(null);
  };

  const cancel = () => {
    reset(profileValues(user));
    clearError();
    stopEditing();
  };

  const onSubmit = handleSubmit(async (values) => {
    if (await save(values, image.file)) stopEditing();
  });

  const readOnly = !editing;
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="frame flex flex-col items-center p-6 text-center lg:self-start">
        <ProfilePicturePicker
          name={user.name}
          picture={user.profilePicture}
          previewUrl={image.previewUrl}
          editing={editing}
          error={imageError}
          onPick={(file) => {
            setImageError(null);
            image.pick(file);
          }}
          onError={(message) => {
            image.drop();
            setImageError(message);
          }}
        />
        <p className="mt-5 font-display text-2xl leading-tight break-words text-ink-900">{user.name}</p>
        <p className="mt-1 text-sm break-all text-ink-600">{user.email}</p>
        {/* Outside the profile form: the dialog's own form must not submit this one. */}
        <ChangePasswordDialog triggerClassName="mt-6 w-full" />
      </aside>

      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Profile details" className="frame p-6 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 className="text-2xl text-ink-900">Personal details</h2>
          {!editing && (
            <Button variant="ink" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon className="size-4" /> Edit Profile
            </Button>
          )}
        </div>
        {saveError && <Alert title={saveError} className="mt-6" />}
        <fieldset className="mt-6 grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{editing ? 'Edit your details' : 'Your details (read-only until you press Edit Profile)'}</legend>
          <TextField label="Name" autoComplete="name" maxLength={NAME_MAX_LENGTH} readOnly={readOnly} error={errors.name?.message} {...register('name')} />
          <TextField
            label="Email"
            type="email"
            value={user.email}
            readOnly
            hint={editing ? 'Your email cannot be changed.' : undefined}
          />
          <TextField
            label="Phone"
            {...phoneInput}
            readOnly={readOnly}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <SelectField
            label="Country"
            options={countryOptions('profile', user.country)}
            placeholder={readOnly ? 'Not set' : 'Select a country'}
            readOnly={readOnly}
            error={errors.country?.message}
            {...register('country')}
          />
          <TextField
            label="Address"
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
            readOnly={readOnly}
            placeholder={readOnly ? 'Not set' : undefined}
            error={errors.address?.message}
            {...register('address')}
          />
          <SelectField
            label="Preferred Language"
            options={LANGUAGES}
            placeholder={readOnly ? 'Not set' : 'Select a language'}
            readOnly={readOnly}
            error={errors.language?.message}
            {...register('language')}
          />
        </fieldset>
        {editing && (
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={cancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <SubmitButton pending={isSubmitting} pendingLabel="Saving your profile">
              Save Changes
            </SubmitButton>
          </div>
        )}
      </form>
    </div>
  );
}

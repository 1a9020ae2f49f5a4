import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADDRESS_MAX_LENGTH, countryDisplayName, countryOptions, LANGUAGES, NAME_MAX_LENGTH } from '@wallart/shared';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PencilIcon } from '../../../components/ui/account-icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { phoneInput } from '../../../components/ui/input-presets';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSharedText } from '../../../lib/shared-text';
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
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const fieldError = (message: string | undefined) => message && ts(message);
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
            setImageError(ts(message));
          }}
        />
        <p className="mt-5 font-display text-2xl leading-tight break-words text-ink-900">{user.name}</p>
        <p className="mt-1 text-sm break-all text-ink-600">{user.email}</p>
        {/* Outside the profile form: the dialog's own form must not submit this one. */}
        <ChangePasswordDialog triggerClassName="mt-6 w-full" />
      </aside>

      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Profile details`} className="frame p-6 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 className="text-2xl text-ink-900">
            <Trans>Personal details</Trans>
          </h2>
          {!editing && (
            <Button variant="ink" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon className="size-4" /> <Trans>Edit Profile</Trans>
            </Button>
          )}
        </div>
        {saveError && <Alert title={ts(saveError)} className="mt-6" />}
        <fieldset className="mt-6 grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{editing ? t`Edit your details` : t`Your details (read-only until you press Edit Profile)`}</legend>
          <TextField label={t`Name`} autoComplete="name" maxLength={NAME_MAX_LENGTH} readOnly={readOnly} error={fieldError(errors.name?.message)} {...register('name')} />
          <TextField
            label={t`Email`}
            type="email"
            value={user.email}
            readOnly
            hint={editing ? t`Your email cannot be changed.` : undefined}
          />
          <TextField
            label={t`Phone`}
            {...phoneInput}
            readOnly={readOnly}
            error={fieldError(errors.phone?.message)}
            {...register('phone')}
          />
          <SelectField
            label={t`Country`}
            options={countryOptions('profile', user.country)}
            optionLabel={(country) => countryDisplayName(i18n.locale, country) ?? t({ message: 'Other', context: 'country' })}
            placeholder={readOnly ? t`Not set` : t`Select a country`}
            readOnly={readOnly}
            error={fieldError(errors.country?.message)}
            {...register('country')}
          />
          <TextField
            label={t`Address`}
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
            readOnly={readOnly}
            placeholder={readOnly ? t`Not set` : undefined}
            error={fieldError(errors.address?.message)}
            {...register('address')}
          />
          <SelectField
            label={t`Preferred Language`}
            options={LANGUAGES}
            placeholder={readOnly ? t`Not set` : t`Select a language`}
            readOnly={readOnly}
            error={fieldError(errors.language?.message)}
            {...register('language')}
          />
        </fieldset>
        {editing && (
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={cancel} disabled={isSubmitting}>
              <Trans>Cancel</Trans>
            </Button>
            <SubmitButton pending={isSubmitting} pendingLabel={t`Saving your profile`}>
              <Trans>Save Changes</Trans>
            </SubmitButton>
          </div>
        )}
      </form>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  ADMIN_PACKAGE_MESSAGES,
  packageFormToBody,
  packageToForm,
  PACKAGE_DESCRIPTION_MAX_LENGTH,
  PACKAGE_FEATURE_MAX_LENGTH,
  PACKAGE_FEATURES_MAX,
  PACKAGE_NAME_MAX_LENGTH,
  type AdminPackage,
  type AdminPackageForm,
} from '@wallart/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { controlClasses } from '../../../components/ui/field-styles';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { apiErrorMessage } from '../../../lib/api-error';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSavePackageMutation } from '../api/save-package';
import { useSharedText } from '../../../lib/shared-text';

// The form's rules (and zod) load when the form opens, not with the Packages screen (issue 21).
const resolver = lazyZodResolver<AdminPackageForm>(() => import('@wallart/shared/schemas/admin-packages').then((m) => m.adminPackageFormSchema));

export interface PackageFormDialogProps {
  /** 'new' for Add Package, a package to edit, or null (closed). */
  editing: AdminPackage | 'new' | null;
  onClose: () => void;
}

/** Add or edit a package (issue 19): every field, checked by the shared rules before it is sent. */
export function PackageFormDialog({ editing, onClose }: PackageFormDialogProps) {
  const { t } = useLingui();
  const pkg = editing === 'new' ? null : editing;
  const name = pkg?.name;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(next) => !next && onClose()}
      title={pkg ? t`Edit ${name}` : t`Add Package`}
      description={pkg ? t`Orders already placed keep the package as it was bought.` : t`A new package is on sale as soon as it is saved.`}
      className="max-w-2xl"
    >
      {editing !== null && <PackageForm key={pkg?._id ?? 'new'} pkg={pkg} onClose={onClose} />}
    </Dialog>
  );
}

export function PackageForm({ pkg, onClose }: { pkg: AdminPackage | null; onClose: () => void }) {
  const { t } = useLingui();
  const ts = useSharedText();
  const name = pkg?.name;
  const descriptionMax = PACKAGE_DESCRIPTION_MAX_LENGTH;
  const featuresMax = PACKAGE_FEATURES_MAX;
  const featureMaxLength = PACKAGE_FEATURE_MAX_LENGTH;
  const [savePackage] = useSavePackageMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminPackageForm>({ resolver, defaultValues: packageToForm(pkg) });
  useEffect(() => resolver.preload(), []);
  // The form's code could not be fetched (offline): nothing was sent.
  const rootError = errors.root?.message;
  const formError = serverError ?? (rootError === undefined ? undefined : ts(rootError));
  // The shared rules' messages (zod), in the UI's language.
  const shown = (message: string | undefined) => (message === undefined ? undefined : ts(message));

  const onSubmit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      const saved = await savePackage({ id: pkg?._id, body: packageFormToBody(form) }).unwrap();
      toast.success(saved.message);
      onClose();
    } catch (failure) {
      setServerError(apiErrorMessage(failure, ts(ADMIN_PACKAGE_MESSAGES.saveFailed)));
    }
  });

  return (
    <form noValidate aria-label={pkg ? t`Edit ${name}` : t`Add Package`} onSubmit={(event) => void onSubmit(event)} className="grid gap-5 sm:grid-cols-2">
      {formError && (
        <div className="sm:col-span-2">
          <Alert title={formError} />
        </div>
      )}
      <TextField label={t`Name`} autoComplete="off" maxLength={PACKAGE_NAME_MAX_LENGTH + 50} error={shown(errors.name?.message)} className="sm:col-span-2" {...register('name')} />
      <TextField
        label={t`Price (CAD)`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t`Custom`}
        hint={t`Empty for Custom: the package is sold by quote.`}
        error={shown(errors.price?.message)}
        {...register('price')}
      />
      <TextField label={t`Period`} autoComplete="off" hint={t`For example "per Project".`} error={shown(errors.period?.message)} {...register('period')} />
      <TextField
        label={t`Coverage (sq ft)`}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t`Unlimited`}
        hint={t`Empty for unlimited.`}
        error={shown(errors.coverageSqFt?.message)}
        {...register('coverageSqFt')}
      />
      <TextField
        label={t`Consultations`}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t`Unlimited`}
        hint={t`At least 1; empty for unlimited.`}
        error={shown(errors.consultations?.message)}
        {...register('consultations')}
      />
      <TextField label={t`Colour options`} autoComplete="off" hint={t`Basic or Premium, or your own words.`} error={shown(errors.colorOptions?.message)} {...register('colorOptions')} />
      <TextField label={t`Warranty (years)`} inputMode="numeric" autoComplete="off" hint={t`0 to 50.`} error={shown(errors.warrantyYears?.message)} {...register('warrantyYears')} />
      <FormField label={t`Description`} error={shown(errors.description?.message)} hint={t`The line under the name on the card. Up to ${descriptionMax} characters.`} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={2} className={controlClasses({ invalid: Boolean(errors.description), className: 'h-auto py-3' })} {...register('description')} />}
      </FormField>
      <FormField
        label={t`Features`}
        error={shown(errors.features?.message)}
        hint={t`One a line, up to ${featuresMax} features of up to ${featureMaxLength} characters.`}
        className="sm:col-span-2"
      >
        {(control) => <textarea {...control} rows={5} className={controlClasses({ invalid: Boolean(errors.features), className: 'h-auto py-3' })} {...register('features')} />}
      </FormField>
      <Checkbox label={t`Show the 'Most Popular' badge`} className="sm:col-span-2" {...register('popular')} />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton pending={isSubmitting} pendingLabel={t`Saving the package`}>
          {pkg ? t`Save Changes` : t`Add Package`}
        </SubmitButton>
      </div>
    </form>
  );
}

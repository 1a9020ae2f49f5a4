import { Trans, useLingui } from '@lingui/react/macro';
import {
  ADDRESS_MAX_LENGTH,
  countryDisplayName,
  LANGUAGES,
  MESSAGES,
  NAME_MAX_LENGTH,
  type RegisterBody,
  SIGN_UP_COUNTRIES,
  SIGN_UP_REDIRECT_MS,
} from '@wallart/shared';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { FocusLayout } from '../../../components/layout/focus-layout';
import { Alert } from '../../../components/ui/alert';
import { emailInput, newPasswordInput, phoneInput } from '../../../components/ui/input-presets';
import { Notice } from '../../../components/ui/notice';
import { PageTitle } from '../../../components/ui/page-title';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { keepSignInRedirect, paths } from '../../../config/paths';
import { useSharedText } from '../../../lib/shared-text';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useRegisterMutation } from '../api/register';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { signUpError } from '../utils/sign-up-error';
import { OrGoogle } from './or-divider';

/** What the inputs hold: plain strings, the selects starting empty ('Select ...'). */
interface SignUpFormValues {
  name: string;
  email: string;
  country: string;
  phone: string;
  address: string;
  language: string;
  password: string;
}

const defaultValues: SignUpFormValues = { name: '', email: '', country: '', phone: '', address: '', language: '', password: '' };
// The schema's input types the selects as their option lists; it checks the plain strings the
// inputs hold and turns an empty country into its message, so the resolver is typed on those.
const resolver = lazyZodResolver<SignUpFormValues, RegisterBody>(() => import('@wallart/shared/schemas/auth').then((m) => m.registerBodySchema));

/**
 * docs/product/accounts.md#sign-up: username, email, country, phone, address, preferred language and a password
 * with a live requirements list. On success: 'Account created successfully!', then /sign-in after 1.5 s.
 */
export function SignUpScreen() {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const navigate = useNavigate();
  // A sign-in detour (checkout, a plan purchase) that came through sign-up goes back where it began.
  const [search] = useSearchParams();
  const signInPath = keepSignInRedirect(paths.signIn, search);
  const [registerAccount] = useRegisterMutation();
  const google = useGoogleSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const checklistId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues, unknown, RegisterBody>({ resolver, defaultValues });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => void navigate(signInPath), SIGN_UP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, navigate, signInPath]);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await registerAccount(body).unwrap();
      setCreated(true);
    } catch (failure) {
      const error = signUpError(failure);
      if (error.field) setError(error.field, { message: error.message }, { shouldFocus: true });
      else setFormError(error.message);
    }
  });

  const shownError = errors.root?.message ?? formError ?? google.error;
  // The schema's and the server's messages: the shared texts in the UI's language (a server text already is).
  const fieldError = (message: string | undefined) => (message === undefined ? undefined : ts(message));

  return (
    <FocusLayout>
      <PageTitle
        eyebrow={t`Join the studio`}
        title={t`Sign Up`}
        description={t`Create an account to keep your designs, your cart and your orders in one place.`}
      />
      {created ? (
        <Notice tone="success" className="mt-8">
          <p className="font-semibold">{ts(MESSAGES.signUp.success)}</p>
          <p>
            <Trans>Taking you to sign in…</Trans>
          </p>
        </Notice>
      ) : (
        <>
          <form noValidate onFocus={resolver.preload} onSubmit={(event) => void onSubmit(event)} className="mt-8 grid gap-5 sm:grid-cols-2">
            {shownError && <Alert title={ts(shownError)} className="sm:col-span-2" />}
            <TextField label={t`Username`} autoComplete="username" maxLength={NAME_MAX_LENGTH} error={fieldError(errors.name?.message)} {...register('name')} />
            <TextField label={t`Email`} {...emailInput} error={fieldError(errors.email?.message)} {...register('email')} />
            <SelectField
              label={t`Country`}
              options={SIGN_UP_COUNTRIES}
              optionLabel={(country) => countryDisplayName(i18n.locale, country) ?? t({ message: 'Other', context: 'country' })}
              placeholder={t`Select a country`}
              autoComplete="country-name"
              error={fieldError(errors.country?.message)}
              {...register('country')}
            />
            <TextField label={t`Phone`} {...phoneInput} error={fieldError(errors.phone?.message)} {...register('phone')} />
            <TextField
              label={t`Address`}
              labelNote={t`(optional)`}
              autoComplete="street-address"
              maxLength={ADDRESS_MAX_LENGTH}
              error={fieldError(errors.address?.message)}
              className="sm:col-span-2"
              {...register('address')}
            />
            <SelectField
              label={t`Preferred Language`}
              labelNote={t`(optional)`}
              options={LANGUAGES}
              placeholder={t`Select a language`}
              error={fieldError(errors.language?.message)}
              className="sm:col-span-2"
              {...register('language')}
            />
            <div className="sm:col-span-2">
              <PasswordField
                label={t`Password`}
                {...newPasswordInput}
                error={fieldError(errors.password?.message)}
                aria-describedby={checklistId}
                {...register('password')}
              />
              <PasswordChecklist id={checklistId} password={password} className="mt-3" />
            </div>
            <SubmitButton pending={isSubmitting} pendingLabel={t`Creating your account`} size="lg" className="w-full sm:col-span-2">
              <Trans>Sign Up</Trans>
            </SubmitButton>
          </form>
          <OrGoogle mode="signup" google={google} />
        </>
      )}
      <p className="mt-8 text-sm text-ink-600">
        <Trans>
          Already have an account? <TextLink to={signInPath}>Sign in</TextLink>
        </Trans>
      </p>
    </FocusLayout>
  );
}

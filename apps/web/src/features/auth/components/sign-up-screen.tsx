import {
  ADDRESS_MAX_LENGTH,
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

  return (
    <FocusLayout>
      <PageTitle eyebrow="Join the studio" title="Sign Up" description="Create an account to keep your designs, your cart and your orders in one place." />
      {created ? (
        <Notice tone="success" className="mt-8">
          <p className="font-semibold">{MESSAGES.signUp.success}</p>
          <p>Taking you to sign in…</p>
        </Notice>
      ) : (
        <>
          <form noValidate onFocus={resolver.preload} onSubmit={(event) => void onSubmit(event)} className="mt-8 grid gap-5 sm:grid-cols-2">
            {shownError && <Alert title={shownError} className="sm:col-span-2" />}
            <TextField label="Username" autoComplete="username" maxLength={NAME_MAX_LENGTH} error={errors.name?.message} {...register('name')} />
            <TextField label="Email" {...emailInput} error={errors.email?.message} {...register('email')} />
            <SelectField
              label="Country"
              options={SIGN_UP_COUNTRIES}
              placeholder="Select a country"
              autoComplete="country-name"
              error={errors.country?.message}
              {...register('country')}
            />
            <TextField label="Phone" {...phoneInput} error={errors.phone?.message} {...register('phone')} />
            <TextField
              label="Address"
              labelNote="(optional)"
              autoComplete="street-address"
              maxLength={ADDRESS_MAX_LENGTH}
              error={errors.address?.message}
              className="sm:col-span-2"
              {...register('address')}
            />
            <SelectField
              label="Preferred Language"
              labelNote="(optional)"
              options={LANGUAGES}
              placeholder="Select a language"
              error={errors.language?.message}
              className="sm:col-span-2"
              {...register('language')}
            />
            <div className="sm:col-span-2">
              <PasswordField
                label="Password"
                {...newPasswordInput}
                error={errors.password?.message}
                aria-describedby={checklistId}
                {...register('password')}
              />
              <PasswordChecklist id={checklistId} password={password} className="mt-3" />
            </div>
            <SubmitButton pending={isSubmitting} pendingLabel="Creating your account" size="lg" className="w-full sm:col-span-2">
              Sign Up
            </SubmitButton>
          </form>
          <OrGoogle mode="signup" google={google} />
        </>
      )}
      <p className="mt-8 text-sm text-ink-600">
        Already have an account? <TextLink to={signInPath}>Sign in</TextLink>
      </p>
    </FocusLayout>
  );
}

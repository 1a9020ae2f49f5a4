import { Trans } from '@lingui/react/macro';
import type { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { GoogleButton, type GoogleButtonProps } from './google-button';

/** The "or" rule between a form's own submit button and the Google button. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-4 text-xs font-semibold tracking-[0.18em] text-ink-500 uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-ink-900/15" />
      <Trans>or</Trans>
      <span className="h-px flex-1 bg-ink-900/15" />
    </div>
  );
}

/** Under the email form of sign-in and sign-up: the "or" rule, then the Google button wired to the Google sign-in. */
export function OrGoogle({ mode, google }: { mode: GoogleButtonProps['mode']; google: Pick<ReturnType<typeof useGoogleSignIn>, 'onCredential' | 'busy'> }) {
  return (
    <>
      <OrDivider />
      <GoogleButton mode={mode} onCredential={(credential) => void google.onCredential(credential)} busy={google.busy} />
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@wallart/shared';
import { useId, useRef, useState } from 'react';
import { GoogleGIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSharedText } from '../../../lib/shared-text';
import { useGetAuthConfigQuery } from '../api/google-sign-in';
import { loadGoogleIdentity } from '../utils/google-identity';

export interface GoogleButtonProps {
  /** 'Sign in with Google' or 'Sign up with Google' (docs/product/accounts.md#google-sign-in). */
  mode: 'signin' | 'signup';
  onCredential: (credential: string) => void;
  busy?: boolean;
}

/**
 * The Google button of the sign-in and sign-up screens. Without a configured client id it is
 * disabled and says so (docs/architecture.md#google-id-tokens-verified). With one, a press loads Google's script, opens Google's
 * prompt and shows Google's own button in its place, which works where the prompt is suppressed.
 */
export function GoogleButton({ mode, onCredential, busy = false }: GoogleButtonProps) {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const label = mode === 'signin' ? t`Sign in with Google` : t`Sign up with Google`;
  const { data, isLoading, isError } = useGetAuthConfigQuery();
  const clientId = data?.googleClientId ?? null;
  const notConfigured = !isLoading && (isError || clientId === null);
  const [phase, setPhase] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const container = useRef<HTMLDivElement>(null);
  const noteId = useId();

  async function start() {
    if (!clientId) return;
    setPhase('loading');
    try {
      const google = await loadGoogleIdentity();
      google.initialize({
        client_id: clientId,
        context: mode,
        ux_mode: 'popup',
        use_fedcm_for_prompt: true,
        callback: (response) => onCredential(response.credential),
      });
      if (container.current) {
        const width = Math.min(400, Math.round(container.current.getBoundingClientRect().width) || 320);
        google.renderButton(container.current, { type: 'standard', theme: 'outline', size: 'large', text: `${mode}_with`, width, locale: i18n.locale });
      }
      setPhase('ready');
      google.prompt();
    } catch {
      setPhase('failed');
    }
  }

  const note = notConfigured ? MESSAGES.signIn.googleNotConfigured : phase === 'failed' ? MESSAGES.signIn.googleFailed : null;

  return (
    <div>
      {phase !== 'ready' && (
        <Button
          variant="outline"
          size="lg"
          className="w-full bg-paper-50"
          disabled={isLoading || notConfigured || phase === 'loading' || busy}
          aria-describedby={note ? noteId : undefined}
          onClick={() => void start()}
        >
          {phase === 'loading' || busy ? <Spinner label={t`Connecting to Google`} className="[&_svg]:size-5" /> : <GoogleGIcon className="size-5" />}
          {label}
        </Button>
      )}
      <div ref={container} className={phase === 'ready' ? 'flex min-h-11 justify-center' : 'hidden'} />
      {note && (
        <p id={noteId} className="mt-2 text-center text-xs text-ink-600">
          {ts(note)}
        </p>
      )}
    </div>
  );
}

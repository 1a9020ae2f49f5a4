import { MESSAGES } from '@wallart/shared';
import { useCallback, useState } from 'react';
import { apiErrorMessage, failureStatus } from '../../../lib/api-error';
import { useGoogleSignInMutation } from '../api/google-sign-in';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * Exchanges a Google ID token for a session. docs/product/messages.md#accounts only logs a Google failure; we show it, since
 * a silent failure leaves the user stuck (recorded in docs/product/accounts.md#google-sign-in).
 */
export function useGoogleSignIn() {
  const [googleSignIn, { isLoading }] = useGoogleSignInMutation();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);

  const onCredential = useCallback(
    async (credential: string) => {
      setError(null);
      try {
        await completeSignIn(await googleSignIn({ credential }).unwrap());
      } catch (failure) {
        setError(
          failureStatus(failure) === 404 ? MESSAGES.signIn.googleNotConfigured : apiErrorMessage(failure, MESSAGES.signIn.googleFailed),
        );
      }
    },
    [completeSignIn, googleSignIn],
  );

  return { onCredential, busy: isLoading, error };
}

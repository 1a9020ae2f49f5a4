import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { api } from '../lib/api';
import { useSignOutSessionMutation } from '../lib/auth';
import { clearSessionToken } from '../lib/session-token';
import { clearStudioWork } from '../stores/studio-session';
import { useAppDispatch } from '../stores/hooks';
import { clearPaymentDraft } from '../stores/payment-draft';
import { signOut } from '../stores/user-slice';

/**
 * docs/product/accounts.md#sign-out-and-sessions: sign-out clears the token and the user and returns to /. docs/product/site.md#the-api-contract: the local
 * session is cleared whatever the server answers. The studio's work goes too (issue 20: the next
 * person at a shared computer starts blank): the studio slice resets on `signOut` and its writer
 * removes the kept entry (decision 054); the entry is removed here as well for a page on which the
 * studio never loaded.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOutSession] = useSignOutSessionMutation();

  return useCallback(async () => {
    try {
      await signOutSession().unwrap();
    } catch {
      // The server may be unreachable or the token already invalid; sign out locally anyway.
    }
    clearSessionToken();
    clearStudioWork();
    // The /payment form's contact details belong to the person signing out, not to the next one.
    clearPaymentDraft();
    dispatch(signOut());
    // Cached answers belong to the old session (orders, profile...).
    dispatch(api.util.resetApiState());
    await navigate(paths.home);
  }, [dispatch, navigate, signOutSession]);
}

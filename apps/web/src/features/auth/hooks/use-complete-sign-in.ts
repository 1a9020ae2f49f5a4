import type { AuthResponse } from '@wallart/shared';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, signInRedirectTarget } from '../../../config/paths';
import { setSessionToken } from '../../../lib/session-token';
import { useAppDispatch } from '../../../stores/hooks';
import { signInSuccess } from '../../../stores/user-slice';

/**
 * docs/product/accounts.md#sign-out-and-sessions: a sign-in stores the token in localStorage and the user (with the token) in
 * state, then goes to / — or to /cart when checkout sent the user here (/sign-in?redirect=cart),
 * or back to /wallArt when Save Design did (?redirect=wallArt, docs/product/visualizer.md#saved-designs), or back to
 * /payment or a payment's result (issue 18). `signInRedirectTarget` holds the closed list.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = signInRedirectTarget(search);

  return useCallback(
    async (response: AuthResponse) => {
      setSessionToken(response.token);
      dispatch(signInSuccess({ ...response.user, token: response.token }));
      await navigate(target ?? paths.home, { replace: true });
    },
    [dispatch, navigate, target],
  );
}

import type { AuthResponse } from '@wallart/shared';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, signInRedirectTarget } from '../../../config/paths';
import { setSessionToken } from '../../../lib/session-token';
import { useAppDispatch } from '../../../stores/hooks';
import { signInSuccess } from '../../../stores/user-slice';

/**
 * SPEC §4 "Auth": a sign-in stores the token in localStorage and the user (with the token) in
 * state, then goes to / — or to /cart when checkout sent the user here (/sign-in?redirect=cart),
 * or back to /wallArt when Save Design did (?redirect=wallArt, SPEC §5 "Save design"), or back to
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

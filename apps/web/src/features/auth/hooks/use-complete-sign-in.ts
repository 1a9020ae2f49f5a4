import type { AuthResponse } from '@wallart/shared';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { setSessionToken } from '../../../lib/session-token';
import { useAppDispatch } from '../../../stores/hooks';
import { signInSuccess } from '../../../stores/user-slice';

/**
 * SPEC §4 "Auth": a sign-in stores the token in localStorage and the user (with the token) in
 * state, then goes to / — or to /cart when checkout sent the user here (/sign-in?redirect=cart).
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');

  return useCallback(
    async (response: AuthResponse) => {
      setSessionToken(response.token);
      dispatch(signInSuccess({ ...response.user, token: response.token }));
      await navigate(redirect === 'cart' ? paths.cart : paths.home, { replace: true });
    },
    [dispatch, navigate, redirect],
  );
}

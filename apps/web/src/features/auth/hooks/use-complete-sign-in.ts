import type { AuthResponse } from '@wallart/shared';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { setSessionToken } from '../../../lib/session-token';
import { useAppDispatch } from '../../../stores/hooks';
import { signInSuccess } from '../../../stores/user-slice';

/** Where `?redirect=` may send the user back to: checkout's cart, and the wall-art screen after Save Design. */
const REDIRECTS: Readonly<Record<string, string>> = { cart: paths.cart, wallArt: paths.wallArt };

/**
 * SPEC §4 "Auth": a sign-in stores the token in localStorage and the user (with the token) in
 * state, then goes to / — or to /cart when checkout sent the user here (/sign-in?redirect=cart),
 * or back to /wallArt when Save Design did (?redirect=wallArt, SPEC §5 "Save design").
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
      await navigate(redirect && Object.hasOwn(REDIRECTS, redirect) ? REDIRECTS[redirect]! : paths.home, { replace: true });
    },
    [dispatch, navigate, redirect],
  );
}

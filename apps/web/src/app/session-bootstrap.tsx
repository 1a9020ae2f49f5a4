import { useEffect } from 'react';
import { authSessionApi } from '../lib/auth';
import { clearSessionToken, getSessionToken } from '../lib/session-token';
import { useAppDispatch } from '../stores/hooks';
import { signInSuccess, signOut } from '../stores/user-slice';

/**
 * SPEC §4 "Session bootstrap", run once after rehydration: without a stored token the user is
 * cleared; with one, the current user is fetched and stored with the token, and on failure the
 * user is signed out and the token removed.
 */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    const token = getSessionToken();
    if (!token) {
      dispatch(signOut());
      return;
    }
    const request = dispatch(authSessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
    request
      .unwrap()
      .then((response) => {
        if (!response.success || !response.data) throw new Error('Invalid session response');
        dispatch(signInSuccess({ ...response.data, token }));
      })
      .catch(() => {
        clearSessionToken();
        dispatch(signOut());
      });
    return () => request.unsubscribe();
  }, [dispatch]);

  return null;
}

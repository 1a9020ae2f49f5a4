import { REPAIR_DELAY_MS, REPAIR_MAX_ATTEMPTS } from '@wallart/shared';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { describeApiError } from '../lib/api-error';
import { authSessionApi, type CurrentUserResponse } from '../lib/auth';
import { clearSessionToken, getSessionToken } from '../lib/session-token';
import { useAppDispatch, useAppSelector } from '../stores/hooks';
import type { RootState } from '../stores/store';
import { selectCurrentUser, selectCurrentUserId, sessionEnded, signInSuccess } from '../stores/user-slice';

/** A /auth/me answer that names a user with an id (checked at run time: the answer crossed a network). */
function isValidSession(response: CurrentUserResponse): boolean {
  const answer: Partial<CurrentUserResponse> = response;
  return answer.success === true && Boolean(answer.data?._id);
}

/** A failure worth retrying: no answer, a rate limit or a server error. Anything else is a definite no. */
function isTransient(failure: unknown): boolean {
  const described = describeApiError(failure);
  return described.kind === 'network' || described.status === 429 || described.status >= 500;
}

/**
 * docs/product/accounts.md#session-bootstrap, run once the app has started: without a stored token the user is
 * cleared; with one, the current user is fetched and stored with the token, and on failure the
 * user is signed out and the token removed. "Signed out" here is `sessionEnded`, not the `signOut`
 * of a person leaving the computer: the studio's work of this browser tab stays (decision 054). It also repairs a corrupted user (see below).
 */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();

  const store = useStore<RootState>();

  useEffect(() => {
    const token = getSessionToken();
    if (!token) {
      // Only a user left without a token is cleared: a guest has no session to end.
      if (selectCurrentUser(store.getState())) dispatch(sessionEnded());
      return;
    }
    const request = dispatch(authSessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
    request
      .unwrap()
      .then((response) => {
        if (!isValidSession(response)) throw new Error('Invalid session response');
        dispatch(signInSuccess({ ...response.data, token }));
      })
      .catch(() => {
        clearSessionToken();
        dispatch(sessionEnded());
      });
    return () => request.unsubscribe();
  }, [dispatch, store]);

  useSessionRepair();
  return null;
}

/**
 * docs/product/accounts.md#session-bootstrap: a current user without an id is corrupted state. Up to 3 attempts, each after 2 s,
 * fetch the user again. A valid answer restores it (with the token); an invalid answer signs out;
 * a definite failure (e.g. 401) signs out and removes the token at once; a transient one (no
 * answer, 429, 5xx) is retried, and after the 3rd the user is signed out and the token removed.
 */
function useSessionRepair() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const userId = useAppSelector(selectCurrentUserId);
  const corrupted = user !== null && !userId;

  useEffect(() => {
    if (!corrupted) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};
    const endSession = () => {
      clearSessionToken();
      dispatch(sessionEnded());
    };

    const attempt = (number: number) => {
      const token = getSessionToken();
      if (!token) {
        dispatch(sessionEnded());
        return;
      }
      const request = dispatch(authSessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
      unsubscribe = () => request.unsubscribe();
      request
        .unwrap()
        .then((response) => {
          if (cancelled) return;
          if (isValidSession(response)) dispatch(signInSuccess({ ...response.data, token }));
          else dispatch(sessionEnded());
        })
        .catch((failure: unknown) => {
          if (cancelled) return;
          if (isTransient(failure) && number < REPAIR_MAX_ATTEMPTS) schedule(number + 1);
          else endSession();
        });
    };
    const schedule = (number: number) => {
      timer = setTimeout(() => attempt(number), REPAIR_DELAY_MS);
    };

    schedule(1);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [corrupted, dispatch]);
}

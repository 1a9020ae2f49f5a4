import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { api } from '../lib/api';
import { useSignOutSessionMutation } from '../lib/auth';
import { clearSessionToken } from '../lib/session-token';
import { runSignOutCleanups } from '../lib/sign-out-cleanup';
import { clearStudioWork } from '../stores/studio-session';
import { useAppDispatch } from '../stores/hooks';
import { signOut } from '../stores/user-slice';

/**
 * SPEC §4 "Auth": sign-out clears the token and the user and returns to /. SPEC §7: the local
 * session is cleared whatever the server answers. The studio's kept work goes too (issue 20: the
 * next person at a shared computer starts blank), once more after leaving the page, in case an
 * open wall tab kept its work again while it closed.
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
    runSignOutCleanups();
    dispatch(signOut());
    // Cached answers belong to the old session (orders, profile...).
    dispatch(api.util.resetApiState());
    await navigate(paths.home);
    clearStudioWork();
  }, [dispatch, navigate, signOutSession]);
}

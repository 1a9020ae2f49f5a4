import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { getSessionToken } from '../lib/session-token';
import { useAppDispatch } from '../stores/hooks';
import type { RootState } from '../stores/store';
import { selectCurrentUser, sessionEnded } from '../stores/user-slice';
import { apiNeededAtStart, loadApiClient, loadApiClientOnFirstInteraction, prerenderedState, store } from './app-store';
import { ProviderTree } from './provider-tree';

// The session check uses RTK Query; it loads only when there is a session to check.
const SessionBootstrap = lazy(() => loadApiClient().then(() => import('./session-bootstrap')).then((m) => ({ default: m.SessionBootstrap })));

const needApiAtStart = apiNeededAtStart();
// Started at once; a failure is reported by the gate below, which tries again.
if (needApiAtStart) loadApiClient().catch(() => undefined);
else loadApiClientOnFirstInteraction();

/** docs/product/accounts.md#session-bootstrap: without a stored token the user is cleared (what SessionBootstrap does then). */
function GuestSession() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(() => {
    // Only a user left without a token is cleared: a guest has no session to end. Not `signOut`:
    // nobody left the computer, and the studio's work must survive a reload (decision 054).
    if (selectCurrentUser(store.getState())) dispatch(sessionEnded());
  }, [dispatch, store]);
  return null;
}


/**
 * The state the page was built from, or nothing where every slice of the visitor's is that same
 * state (a guest with nothing kept: `prerenderedState` hands back the store's own slices then).
 * Without it, hydration reads the store itself and its end re-renders only what differs by visitor
 * (stores/hooks.ts, decision 074).
 */
function builtStateIfDifferent(): RootState | undefined {
  const built = prerenderedState() as Record<string, unknown>;
  const current = store.getState() as Record<string, unknown>;
  const keys = Object.keys(built);
  const same = keys.length === Object.keys(current).length && keys.every((key) => built[key] === current[key]);
  return same ? undefined : (built as RootState);
}

/**
 * App-wide providers: the store (its kept slices already read) and the session check. While React
 * hydrates a prerendered page (`hydrating`), the store answers with the state the page was built
 * from and the session check waits: the first render must be the built page itself.
 */
export function AppProvider({ hydrating = false, children }: { hydrating?: boolean; children: ReactNode }) {
  const [builtPageState] = useState(() => (hydrating ? builtStateIfDifferent() : undefined));
  const session = hydrating ? null : getSessionToken() ? (
    <Suspense fallback={null}>
      <SessionBootstrap />
    </Suspense>
  ) : (
    <GuestSession />
  );
  return (
    <ProviderTree
      store={store}
      serverState={builtPageState}
      session={session}
      apiLoader={loadApiClient}
      // Every screen but the guest's landing page fetches at once: it waits for the client.
      waitForApi={needApiAtStart}
    >
      {children}
    </ProviderTree>
  );
}

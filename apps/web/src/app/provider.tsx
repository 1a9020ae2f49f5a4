import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ApiClientLoaderContext } from '../components/ui/api-client-ready';
import { getSessionToken } from '../lib/session-token';
import { useAppDispatch } from '../stores/hooks';
import { signOut } from '../stores/user-slice';
import { apiNeededAtStart, loadApiClient, loadApiClientOnFirstInteraction, persistor, store } from './app-store';
import { RehydrationGate } from './rehydration-gate';
import { HydrateFallback } from './routes/hydrate-fallback';

// The session check uses RTK Query; it loads only when there is a session to check.
const SessionBootstrap = lazy(() => loadApiClient().then(() => import('./session-bootstrap')).then((m) => ({ default: m.SessionBootstrap })));

const needApiAtStart = apiNeededAtStart();
if (needApiAtStart) void loadApiClient();
else loadApiClientOnFirstInteraction();

/** SPEC §4 "Session bootstrap": without a stored token the user is cleared (what SessionBootstrap does then). */
function GuestSession() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(signOut());
  }, [dispatch]);
  return null;
}

/** Renders its children once the API client is in the store, when the first screen needs it. */
function ApiClientGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(!needApiAtStart);
  useEffect(() => {
    if (!ready) void loadApiClient().then(() => setReady(true));
  }, [ready]);
  return ready ? children : <HydrateFallback />;
}

/** App-wide providers: the persisted store, the rehydration wait and the session check. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RehydrationGate persistor={persistor} fallback={<HydrateFallback />}>
          {getSessionToken() ? (
            <Suspense fallback={null}>
              <SessionBootstrap />
            </Suspense>
          ) : (
            <GuestSession />
          )}
          <ApiClientLoaderContext value={loadApiClient}>
            <ApiClientGate>{children}</ApiClientGate>
          </ApiClientLoaderContext>
        </RehydrationGate>
      </Provider>
    </StrictMode>
  );
}

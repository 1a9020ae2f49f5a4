import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createPersistedStore } from '../stores/store';
import { RehydrationGate } from './rehydration-gate';
import { HydrateFallback } from './routes/hydrate-fallback';
import { SessionBootstrap } from './session-bootstrap';

const { store, persistor } = createPersistedStore();

/** App-wide providers: the persisted store, the rehydration wait and the session check. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RehydrationGate persistor={persistor} fallback={<HydrateFallback />}>
          <SessionBootstrap />
          {children}
        </RehydrationGate>
      </Provider>
    </StrictMode>
  );
}

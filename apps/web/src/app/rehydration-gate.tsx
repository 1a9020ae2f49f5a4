import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
// From shared, not stores/store: importing that module would pull RTK Query into the first load.
import { REHYDRATION_TIMEOUT_MS } from '@wallart/shared';

export interface RehydrationGateProps {
  persistor: Persistor;
  fallback: ReactNode;
  children: ReactNode;
  timeoutMs?: number;
}

/**
 * docs/product/accounts.md#session-bootstrap: rendering waits for the persisted state, but never longer than
 * 5 s (docs/product/site.md#persisted-state); after that the app renders with whatever state it has.
 */
export function RehydrationGate({ persistor, fallback, children, timeoutMs = REHYDRATION_TIMEOUT_MS }: RehydrationGateProps) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  // What redux-persist's PersistGate does, without its class component in the first load.
  const subscribe = useCallback((listener: () => void) => persistor.subscribe(listener), [persistor]);
  const bootstrapped = useSyncExternalStore(subscribe, () => persistor.getState().bootstrapped, () => persistor.getState().bootstrapped);
  return bootstrapped || timedOut ? children : fallback;
}

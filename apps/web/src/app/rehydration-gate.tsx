import { useEffect, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
// From shared, not stores/store: importing that module would pull RTK Query into the first load.
import { REHYDRATION_TIMEOUT_MS } from '@wallart/shared';

export interface RehydrationGateProps {
  persistor: Persistor;
  fallback: ReactNode;
  children: ReactNode;
  timeoutMs?: number;
}

/**
 * SPEC §4 "Session bootstrap": rendering waits for the persisted state, but never longer than
 * 5 s (SPEC §9); after that the app renders with whatever state it has.
 */
export function RehydrationGate({ persistor, fallback, children, timeoutMs = REHYDRATION_TIMEOUT_MS }: RehydrationGateProps) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  return <PersistGate persistor={persistor}>{(bootstrapped: boolean) => (bootstrapped || timedOut ? children : fallback)}</PersistGate>;
}

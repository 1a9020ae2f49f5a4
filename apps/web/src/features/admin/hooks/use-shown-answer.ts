import { useDeferredValue } from 'react';

/**
 * A query's answer as an admin panel renders it: deferred (issue 21, decision 062). A Redux store
 * update is rendered synchronously (react-redux subscribes with `useSyncExternalStore`), so a list
 * arriving rendered its whole table in one long task. Read through this, the store update re-renders
 * the panel with the previous answer (a memoised table skips it) and the new answer renders in a
 * deferred pass that React slices and can interrupt.
 */
export function useShownAnswer<T>(answer: T): T {
  return useDeferredValue(answer);
}

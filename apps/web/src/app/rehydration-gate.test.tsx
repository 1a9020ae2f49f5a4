import { act, render, screen } from '@testing-library/react';
import type { Persistor } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RehydrationGate } from './rehydration-gate';

/** A persistor whose state we control: bootstrapped only when told. */
function fakePersistor(bootstrapped: boolean) {
  const listeners = new Set<() => void>();
  const state = { bootstrapped, registry: [] };
  const persistor = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finish: () => {
      state.bootstrapped = true;
      listeners.forEach((l) => l());
    },
  };
  return persistor as unknown as Persistor & { finish: () => void };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RehydrationGate (docs/product/site.md#persisted-state: 5 s time-out)', () => {
  it('waits for rehydration, then renders the app', () => {
    const persistor = fakePersistor(false);
    render(<RehydrationGate persistor={persistor} fallback={<p>loading</p>}>app</RehydrationGate>);
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => persistor.finish());
    expect(screen.getByText('app')).toBeInTheDocument();
  });

  it('renders the app after 5 s even if rehydration never finishes', () => {
    vi.useFakeTimers();
    render(<RehydrationGate persistor={fakePersistor(false)} fallback={<p>loading</p>}>app</RehydrationGate>);
    act(() => void vi.advanceTimersByTime(4_999));
    expect(screen.queryByText('app')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('app')).toBeInTheDocument();
  });
});

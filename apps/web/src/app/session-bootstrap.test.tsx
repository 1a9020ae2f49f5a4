import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionToken, setSessionToken } from '../lib/session-token';
import { createAppStore } from '../stores/store';
import { customer, signedIn } from '../testing/render-route';
import { SessionBootstrap } from './session-bootstrap';

function start(preloaded = signedIn(customer)) {
  const store = createAppStore(preloaded);
  render(
    <Provider store={store}>
      <SessionBootstrap />
    </Provider>,
  );
  return store;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionBootstrap (SPEC §4 session bootstrap)', () => {
  it('clears a persisted user when no token is stored', () => {
    const store = start();
    expect(store.getState().user.currentUser).toBeNull();
  });

  it('stores the fetched user together with the token', async () => {
    setSessionToken('tok');
    const fetchMock = vi.fn((_: Request) => json({ success: true, data: { _id: 'u9', name: 'Fresh Name', email: 'f@example.com', role: 'user' } }));
    vi.stubGlobal('fetch', fetchMock);
    const store = start();
    await waitFor(() => expect(store.getState().user.currentUser?.name).toBe('Fresh Name'));
    expect(store.getState().user.currentUser).toMatchObject({ _id: 'u9', token: 'tok' });
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe('/api/auth/me');
  });

  it('signs out and removes the token when the user cannot be fetched', async () => {
    setSessionToken('expired');
    vi.stubGlobal('fetch', vi.fn(() => json({ error: 'Unauthorized', message: 'Token expired' }, 401)));
    const store = start();
    await waitFor(() => expect(store.getState().user.currentUser).toBeNull());
    expect(getSessionToken()).toBeNull();
  });
});

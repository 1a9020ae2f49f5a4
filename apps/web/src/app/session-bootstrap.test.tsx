import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionToken, setSessionToken } from '../lib/session-token';
import { createAppStore } from '../stores/store';
import { artworkChosen, tabChanged } from '../stores/studio-slice';
import { updateUserSuccess } from '../stores/user-slice';
import { customer, signedIn, testUser } from '../testing/render-route';
import { SessionBootstrap } from './session-bootstrap';

/** Mounts the bootstrap over `store` (a signed-in customer's by default), after `prepare` ran on it. */
function start(store = createAppStore(signedIn(customer)), prepare: (s: typeof store) => void = () => {}) {
  prepare(store);
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

describe('SessionBootstrap (docs/product/accounts.md#session-bootstrap session bootstrap)', () => {
  it('clears a persisted user when no token is stored', () => {
    const store = start();
    expect(store.getState().user.currentUser).toBeNull();
  });

  it('leaves a guest’s studio as it was: a reload keeps the wall tab and its work (no sign-out for a guest)', () => {
    const store = start(createAppStore(), (s) => s.dispatch(tabChanged('wall')));
    expect(store.getState().user.currentUser).toBeNull();
    expect(store.getState().studio?.tab).toBe('wall');
  });

  it('clears a user left without a token but keeps the studio’s work: the session ended, nobody signed out (decision 054)', () => {
    const art = { imageId: 'a'.repeat(24), url: '/uploads/a.webp', fullUrl: '/uploads/a.png', width: 10, height: 10, vector: false, kind: 'upload' as const, label: 'Sunset' };
    const store = start(undefined, (s) => {
      s.dispatch(artworkChosen(art));
      s.dispatch(tabChanged('wall'));
    });
    expect(store.getState().user.currentUser).toBeNull();
    expect(store.getState().studio).toMatchObject({ tab: 'wall', artwork: art });
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

describe('SessionBootstrap repair of a user without an id (docs/product/accounts.md#session-bootstrap)', () => {
  const { token: _token, ...me } = testUser();

  /** Starts with a valid session, then corrupts the user (no id) as a bad merge would. */
  async function startThenCorrupt(replies: Array<() => Promise<Response>>) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSessionToken('tok');
    const answers = [() => json({ success: true, data: me }), ...replies];
    const fetchMock = vi.fn(() => (answers.shift() ?? (() => json({}, 500)))());
    vi.stubGlobal('fetch', fetchMock);
    const store = start();
    await waitFor(() => expect(store.getState().user.currentUser?._id).toBe(me._id));
    act(() => {
      store.dispatch(updateUserSuccess({ ...me, _id: '' }));
    });
    expect(store.getState().user.currentUser?._id).toBe('');
    return { store, fetchMock };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-fetches the user after 2 s and restores it with the token', async () => {
    const { store, fetchMock } = await startThenCorrupt([() => json({ success: true, data: me })]);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(store.getState().user.currentUser).toMatchObject({ _id: me._id, token: 'tok' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a failing server up to 3 times, 2 s apart, then signs out and removes the token', async () => {
    const failing = () => json({ error: 'Internal Server Error', message: 'Something went wrong. Please try again.' }, 500);
    const { store, fetchMock } = await startThenCorrupt([failing, failing, failing]);
    for (const expectedCalls of [2, 3]) {
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(expectedCalls));
      expect(store.getState().user.currentUser).not.toBeNull();
    }
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(store.getState().user.currentUser).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(getSessionToken()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('succeeds on a later attempt after a transient failure', async () => {
    const { store } = await startThenCorrupt([() => Promise.reject(new TypeError('offline')), () => json({ success: true, data: me })]);
    await act(() => vi.advanceTimersByTimeAsync(4100));
    await waitFor(() => expect(store.getState().user.currentUser?._id).toBe(me._id));
    expect(getSessionToken()).toBe('tok');
  });

  it('signs out at once when the server refuses the session (401)', async () => {
    const { store, fetchMock } = await startThenCorrupt([() => json({ error: 'Unauthorized', message: 'Token expired' }, 401)]);
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() => expect(store.getState().user.currentUser).toBeNull());
    expect(getSessionToken()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

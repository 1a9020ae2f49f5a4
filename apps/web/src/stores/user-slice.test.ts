import { describe, expect, it } from 'vitest';
import { testUser } from '../testing/render-route';
import { createAppStore } from './store';
import { selectCurrentUserId, selectIsAdmin, sessionEnded, signInSuccess, signOut, updateUserFailure, updateUserStart, updateUserSuccess } from './user-slice';

const serverUser = (changes: Parameters<typeof testUser>[0] = {}) => {
  const { token: _token, ...user } = testUser(changes);
  return user;
};

describe('user slice (docs/product/accounts.md#session-bootstrap auth)', () => {
  it('stores the signed-in user with its token and knows its id', () => {
    const store = createAppStore();
    store.dispatch(signInSuccess(testUser({ _id: 'u1', token: 'tok' })));
    expect(store.getState().user.currentUser).toMatchObject({ _id: 'u1', token: 'tok' });
    expect(selectCurrentUserId(store.getState())).toBe('u1');
  });

  it("merges the server's fresh user into the current one and keeps the token", () => {
    const store = createAppStore();
    store.dispatch(signInSuccess(testUser({ _id: 'u1', token: 'tok' })));
    store.dispatch(updateUserStart());
    expect(store.getState().user.loading).toBe(true);
    store.dispatch(updateUserSuccess(serverUser({ _id: 'u1', name: 'Ada L.' })));
    expect(store.getState().user).toMatchObject({ loading: false, error: null, currentUser: { _id: 'u1', name: 'Ada L.', token: 'tok' } });
  });

  it('keeps the user when an update fails, with the message', () => {
    const store = createAppStore();
    store.dispatch(signInSuccess(testUser({ _id: 'u1' })));
    store.dispatch(updateUserStart());
    store.dispatch(updateUserFailure('Update failed'));
    expect(store.getState().user).toMatchObject({ loading: false, error: 'Update failed', currentUser: { _id: 'u1' } });
  });

  it('knows an admin by role or by isAdmin, and sign-out clears the user', () => {
    const store = createAppStore();
    store.dispatch(signInSuccess(testUser({ role: 'user', isAdmin: false })));
    expect(selectIsAdmin(store.getState())).toBe(false);
    store.dispatch(updateUserSuccess(serverUser({ isAdmin: true })));
    expect(selectIsAdmin(store.getState())).toBe(true);
    store.dispatch(updateUserSuccess(serverUser({ role: 'admin', isAdmin: false })));
    expect(selectIsAdmin(store.getState())).toBe(true);
    store.dispatch(signOut());
    expect(store.getState().user).toEqual({ currentUser: null, loading: false, error: null });
  });

  it('clears the user when the session ended at start-up (no token), without it counting as a sign-out', () => {
    const store = createAppStore();
    store.dispatch(signInSuccess(testUser({ _id: 'u1' })));
    store.dispatch(sessionEnded());
    expect(store.getState().user).toEqual({ currentUser: null, loading: false, error: null });
    expect(sessionEnded.type).not.toBe(signOut.type);
  });
});

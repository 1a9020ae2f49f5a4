import { describe, expect, it } from 'vitest';
import { createAppStore } from './store';
import { selectCurrentUserId, selectIsAdmin, signInSuccess, signOut, updateUserSuccess } from './user-slice';

describe('user slice (SPEC §3, §4 auth)', () => {
  it('copies id to _id when only id is present', () => {
    const store = createAppStore();
    store.dispatch(signInSuccess({ id: 'u1', name: 'Ada', email: 'ada@example.com', token: 'tok' }));
    expect(store.getState().user.currentUser?._id).toBe('u1');
    expect(selectCurrentUserId(store.getState())).toBe('u1');
  });

  it('merges an update into the current user and keeps the token', () => {
    const store = createAppStore();
    store.dispatch(signInSuccess({ _id: 'u1', name: 'Ada', email: 'ada@example.com', token: 'tok' }));
    store.dispatch(updateUserSuccess({ name: 'Ada L.', token: undefined }));
    expect(store.getState().user.currentUser).toMatchObject({ _id: 'u1', name: 'Ada L.', token: 'tok' });
  });

  it('knows an admin by role or by isAdmin, and sign-out clears the user', () => {
    const store = createAppStore();
    store.dispatch(signInSuccess({ _id: 'u1', name: 'A', email: 'a@example.com', role: 'user' }));
    expect(selectIsAdmin(store.getState())).toBe(false);
    store.dispatch(updateUserSuccess({ isAdmin: true }));
    expect(selectIsAdmin(store.getState())).toBe(true);
    store.dispatch(signOut());
    expect(store.getState().user).toEqual({ currentUser: null, loading: false, error: null });
  });
});

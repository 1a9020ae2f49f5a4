import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicUser } from '@wallart/shared';

/**
 * docs/product/accounts.md#the-user: the server's user plus its token. The user is `@wallart/shared`'s
 * `PublicUser`, the type the server's response schema serialises (decision 016), so the two apps
 * cannot drift apart.
 */
export type CurrentUser = PublicUser & { token?: string };

/** docs/product/accounts.md#the-user. */
export interface UserState {
  currentUser: CurrentUser | null;
  loading: boolean;
  error: string | null;
}

export const initialUserState: UserState = { currentUser: null, loading: false, error: null };

/**
 * docs/product/accounts.md#sign-out-and-sessions: the transitions of the user state that the app dispatches. Sign-in's pending and
 * failure states live in its RTK Query mutation, and there is no account deletion, so the spec's
 * sign-in start/failure and delete start/success/failure have no action here (decision 016).
 */
const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    signInSuccess(state, action: PayloadAction<CurrentUser>) {
      state.currentUser = action.payload;
      state.loading = false;
      state.error = null;
    },
    updateUserStart(state) {
      state.loading = true;
      state.error = null;
    },
    /** The server's fresh user, merged into the current one, keeping the token (docs/product/accounts.md#the-user). */
    updateUserSuccess(state, action: PayloadAction<PublicUser>) {
      const token = state.currentUser?.token;
      const merged: CurrentUser = { ...state.currentUser, ...action.payload };
      state.currentUser = token ? { ...merged, token } : merged;
      state.loading = false;
      state.error = null;
    },
    updateUserFailure(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    /**
     * A person signs out (hooks/use-sign-out.ts): with the user goes what they leave on this
     * computer, their account's cart and the studio's work (issue 20).
     */
    signOut(state) {
      state.currentUser = null;
      state.loading = false;
      state.error = null;
    },
    /**
     * The stored user's session is gone without anyone signing out (docs/product/accounts.md#session-bootstrap: no
     * token at start-up, a token the server refuses, a user that cannot be repaired). The user and
     * their account's cart are cleared as on a sign-out; the studio's work of this browser tab stays,
     * so a reload never empties it.
     */
    sessionEnded(state) {
      state.currentUser = null;
      state.loading = false;
      state.error = null;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.currentUser,
    /** The id the guards check (docs/product/site.md#route-guards: "no current user with an id"); a stored user may be corrupted. */
    selectCurrentUserId: (state) => state.currentUser?._id || null,
    /** docs/product/site.md#route-guards admin guard and §6: an admin has isAdmin true or role admin. */
    selectIsAdmin: (state) => state.currentUser?.isAdmin === true || state.currentUser?.role === 'admin',
  },
});

export const { signInSuccess, updateUserStart, updateUserSuccess, updateUserFailure, signOut, sessionEnded } = userSlice.actions;

export const { selectCurrentUser, selectCurrentUserId, selectIsAdmin } = userSlice.selectors;

export const userReducer = userSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 "User": the server sends id and/or _id; role is user or admin. */
export type UserRole = 'user' | 'admin';

export interface CurrentUser {
  _id?: string;
  id?: string;
  name: string;
  email: string;
  role?: UserRole;
  isAdmin?: boolean;
  profilePicture?: string;
  phone?: string;
  address?: string;
  country?: string;
  language?: string;
  createdAt?: string;
  /** SPEC §3 "Client user state": the server user plus its token. */
  token?: string;
}

/** SPEC §3 "Client user state". */
export interface UserState {
  currentUser: CurrentUser | null;
  loading: boolean;
  error: string | null;
}

export const initialUserState: UserState = { currentUser: null, loading: false, error: null };

/** SPEC §3: "if only id is present it is copied to _id". */
function withObjectId(user: CurrentUser): CurrentUser {
  return user._id || !user.id ? user : { ...user, _id: user.id };
}

/** SPEC §4 "Auth": the transitions of the user state. */
const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    signInStart(state) {
      state.loading = true;
    },
    signInSuccess(state, action: PayloadAction<CurrentUser>) {
      state.currentUser = withObjectId(action.payload);
      state.loading = false;
      state.error = null;
    },
    signInFailure(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    updateUserStart(state) {
      state.loading = true;
    },
    /** Merged into the current user, keeping the token (SPEC §4). */
    updateUserSuccess(state, action: PayloadAction<Partial<CurrentUser>>) {
      const token = state.currentUser?.token;
      const merged = { ...state.currentUser, ...action.payload } as CurrentUser;
      state.currentUser = withObjectId(token ? { ...merged, token } : merged);
      state.loading = false;
      state.error = null;
    },
    updateUserFailure(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    deleteUserStart(state) {
      state.loading = true;
    },
    deleteUserSuccess(state) {
      state.currentUser = null;
      state.loading = false;
      state.error = null;
    },
    deleteUserFailure(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    signOut(state) {
      state.currentUser = null;
      state.loading = false;
      state.error = null;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.currentUser,
    /** The id the guards check (SPEC §2: "no current user with an id"). */
    selectCurrentUserId: (state) => state.currentUser?._id || state.currentUser?.id || null,
    selectIsAdmin: (state) => isAdminUser(state.currentUser),
    selectUserLoading: (state) => state.loading,
    selectUserError: (state) => state.error,
  },
});

/** SPEC §2 admin guard and §6: an admin has isAdmin true or role admin. */
export function isAdminUser(user: CurrentUser | null | undefined): boolean {
  return user?.isAdmin === true || user?.role === 'admin';
}

export const {
  signInStart,
  signInSuccess,
  signInFailure,
  updateUserStart,
  updateUserSuccess,
  updateUserFailure,
  deleteUserStart,
  deleteUserSuccess,
  deleteUserFailure,
  signOut,
} = userSlice.actions;

export const { selectCurrentUser, selectCurrentUserId, selectIsAdmin, selectUserLoading, selectUserError } =
  userSlice.selectors;

export const userReducer = userSlice.reducer;
export { userSlice };

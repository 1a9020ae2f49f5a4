import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
// The ES build: the CommonJS one under lib/ breaks Vite's ESM interop (DESIGN §1).
import storage from 'redux-persist/es/storage';
import { api } from '../lib/api';
import { rootReducer, type RootState } from './root-reducer';

/** SPEC §9 "Persistence rehydration time-out 5 s". */
export const REHYDRATION_TIMEOUT_MS = 5_000;

/**
 * SPEC §3 "Persisted state": the user and cart slices under localStorage 'persist:root', version 1.
 * Server data (the RTK Query cache) is never persisted: it is refetched.
 */
export const persistConfig = {
  key: 'root',
  version: 1,
  storage,
  whitelist: ['user', 'cart'],
  timeout: REHYDRATION_TIMEOUT_MS,
};

const persistActions = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/** A store without persistence: tests build one with the state they need. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** The browser's store: persisted, with refetch on focus and reconnect. */
export function createPersistedStore() {
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: persistActions } }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

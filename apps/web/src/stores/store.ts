import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { rootReducer, type RootState } from './root-reducer';

/** A store without persistence: tests build one with the state they need. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { rootReducer, type RootState } from './root-reducer';
import { studioSessionMiddleware } from './studio-session';

/** A store without localStorage (stores/persisted-slices.ts) but with the studio's sessionStorage writer: tests build one with the state they need. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, studioSessionMiddleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

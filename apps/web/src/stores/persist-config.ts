// The ES build: the CommonJS one under lib/ breaks Vite's ESM interop (docs/architecture.md#stack).
import storage from 'redux-persist/es/storage';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { REHYDRATION_TIMEOUT_MS } from '@wallart/shared';

/**
 * docs/product/site.md#persisted-state: the user and cart slices under localStorage 'persist:root', version 1,
 * read back within the spec's 5 s (docs/product/site.md#persisted-state). Server data (the RTK Query cache) is never persisted: it is refetched.
 */
export const persistConfig = {
  key: 'root',
  version: 1,
  storage,
  whitelist: ['user', 'cart'],
  timeout: REHYDRATION_TIMEOUT_MS,
};

/** redux-persist's own actions carry functions; the serializability check skips them. */
export const persistActions = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

import type { Middleware } from '@reduxjs/toolkit';
import { initialCartState, type CartState } from './cart-slice';
import { initialUserState, type UserState } from './user-slice';

/**
 * docs/product/site.md#persisted-state: the user and cart slices kept in localStorage under
 * 'persist:root', in the format redux-persist 6 wrote (decision 083): a JSON object whose `user`
 * and `cart` each hold that slice's JSON and whose `_persist` holds the version. What a browser
 * kept before is read as it was. The slices are read synchronously when the store is made, so the
 * first render has them (nothing to wait for), and written after every action that changed one.
 */
export const PERSIST_KEY = 'persist:root';
const VERSION = 1;

export interface PersistedSlices {
  user: UserState;
  cart: CartState;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage switched off (some private modes throw on access)
  }
}

/** One kept slice over its first state; a missing, unreadable or odd entry gives the first state. */
function readSlice<T extends object>(kept: Record<string, unknown>, key: keyof PersistedSlices, initial: T): T {
  const raw = kept[key];
  if (typeof raw !== 'string') return initial;
  try {
    const value: unknown = JSON.parse(raw);
    // Over the first state, so a field added since the entry was written has its first value.
    return isRecord(value) ? { ...initial, ...value } : initial;
  } catch {
    return initial;
  }
}

/** The kept user and cart slices, or undefined when nothing (readable) is kept. */
export function readPersistedSlices(): PersistedSlices | undefined {
  let kept: unknown;
  try {
    const raw = storage()?.getItem(PERSIST_KEY);
    if (!raw) return undefined;
    kept = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(kept)) return undefined;
  return { user: readSlice(kept, 'user', initialUserState), cart: readSlice(kept, 'cart', initialCartState) };
}

function writePersistedSlices({ user, cart }: PersistedSlices): void {
  const entry = { user: JSON.stringify(user), cart: JSON.stringify(cart), _persist: JSON.stringify({ version: VERSION, rehydrated: true }) };
  try {
    storage()?.setItem(PERSIST_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or refused: the state stays in memory for this visit, as it would without storage.
  }
}

/**
 * Writes the user and cart slices after each action that changed either, once per burst of
 * synchronous actions (a microtask later: before the browser could close the page).
 */
export const persistSlicesMiddleware: Middleware<object, PersistedSlices> = (store) => {
  let scheduled = false;
  return (next) => (action) => {
    const before = store.getState();
    const result = next(action);
    const after = store.getState();
    if (!scheduled && (before.user !== after.user || before.cart !== after.cart)) {
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        writePersistedSlices(store.getState());
      });
    }
    return result;
  };
};

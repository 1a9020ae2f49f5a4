import type { CartResponse } from '@wallart/shared';
import { applyCartChanges, cartSyncFailed, serverCartReceived, type CartChange, type CartItem } from '../../../stores/cart-slice';

/**
 * The cart sync's own state as one pure machine (decision 027): the server's last answer (what a
 * change is applied to before it is sent), the changes shown but not yet saved (oldest first; the
 * one being sent is the first) and how many tasks are queued (the last one settles the loading
 * state). cart-sync.ts only runs the requests and feeds this machine; what the cart slice is told
 * (`serverCartReceived`, `cartSyncFailed`) is made here from the machine's state.
 */
export interface CartSyncState {
  server: CartResponse | null;
  pending: readonly CartChange[];
  queued: number;
}

export const initialCartSyncState: CartSyncState = { server: null, pending: [], queued: 0 };

export type CartSyncEvent =
  /** A request task joined the queue, or finished. */
  | { type: 'taskQueued' }
  | { type: 'taskFinished' }
  /** A signed-in change was shown and is on its way. */
  | { type: 'changeMade'; change: CartChange }
  /** The oldest pending change is answered (saved, not needed, or failed). */
  | { type: 'changeSettled' }
  /** The account changed while changes waited: none of them is sent. */
  | { type: 'pendingDropped' }
  /** The server's cart as last read or written. */
  | { type: 'serverRead'; cart: CartResponse };

export function cartSyncReducer(state: CartSyncState, event: CartSyncEvent): CartSyncState {
  switch (event.type) {
    case 'taskQueued':
      return { ...state, queued: state.queued + 1 };
    case 'taskFinished':
      return { ...state, queued: state.queued - 1 };
    case 'changeMade':
      return { ...state, pending: [...state.pending, event.change] };
    case 'changeSettled':
      return { ...state, pending: state.pending.slice(1) };
    case 'pendingDropped':
      return { ...state, pending: [] };
    case 'serverRead':
      return { ...state, server: event.cart };
  }
}

/** The last task in the queue settles the loading state. */
export const isSettled = (state: CartSyncState) => state.queued <= 1;

/** The server's cart a change for `userId` can be applied to without reading it again, if any. */
export function knownServerCart(state: CartSyncState, userId: string, ownerId: string | null | undefined): CartResponse | null {
  return state.server && state.server.userId === userId && ownerId === userId ? state.server : null;
}

/** What the slice is told when the server answered: its cart with the pending changes on top. */
export function receivedAction(state: CartSyncState, cart: CartResponse, at: number) {
  return serverCartReceived({ cart, pending: [...state.pending], at, settled: isSettled(state) });
}

/** What the slice is told when the account's cart could not be read: the cart stays as shown. */
export function readFailedAction(state: CartSyncState, message: string) {
  return cartSyncFailed({ message, cart: null, pending: [...state.pending], settled: isSettled(state) });
}

/**
 * What the slice is told when a change could not be saved: never a change that was not saved, so
 * back to the server's cart when it is this account's, or, when the server could not be read at
 * all, to `before` (the lines just before the failed change) with what is still pending on top.
 */
export function saveFailedAction(state: CartSyncState, message: string, userId: string, before: CartItem[]) {
  const cart = state.server?.userId === userId ? state.server : null;
  const unsaved = cart ? undefined : applyCartChanges(before, state.pending);
  return cartSyncFailed({ message, cart, pending: [...state.pending], settled: isSettled(state), unsaved });
}

import type { CartResponse } from '@wallart/shared';
import { describe, expect, it } from 'vitest';
import { removeItem, stepQuantity, type CartItem } from '../../../stores/cart-slice';
import { cartSyncReducer, initialCartSyncState, isSettled, knownServerCart, readFailedAction, receivedAction, saveFailedAction, type CartSyncEvent } from './cart-sync-machine';

const cart = (userId: string, version = 1): CartResponse => ({ userId, version, items: [] }) as unknown as CartResponse;
const run = (...events: CartSyncEvent[]) => events.reduce(cartSyncReducer, initialCartSyncState);
const line = { id: 'a', quantity: 2 } as CartItem;

describe('the cart sync machine', () => {
  it('queues changes oldest first and settles them one by one', () => {
    const first = stepQuantity({ id: 'a', by: 1 });
    const second = removeItem('a');
    const state = run({ type: 'changeMade', change: first }, { type: 'changeMade', change: second }, { type: 'changeSettled' });
    expect(state.pending).toEqual([second]);
    expect(run({ type: 'changeMade', change: first }, { type: 'pendingDropped' }).pending).toEqual([]);
  });

  it('settles the loading state only with the last task in the queue', () => {
    expect(isSettled(run({ type: 'taskQueued' }))).toBe(true);
    expect(isSettled(run({ type: 'taskQueued' }, { type: 'taskQueued' }))).toBe(false);
    expect(isSettled(run({ type: 'taskQueued' }, { type: 'taskQueued' }, { type: 'taskFinished' }))).toBe(true);
  });

  it('applies a change to the server’s cart it knows only when that cart is the account’s and shown', () => {
    const state = run({ type: 'serverRead', cart: cart('u1') });
    expect(knownServerCart(state, 'u1', 'u1')).toBe(state.server);
    expect(knownServerCart(state, 'u1', null)).toBeNull();
    expect(knownServerCart(state, 'u2', 'u2')).toBeNull();
    expect(knownServerCart(initialCartSyncState, 'u1', 'u1')).toBeNull();
  });

  it('tells the slice the server’s answer with the pending changes on top', () => {
    const change = stepQuantity({ id: 'a', by: 1 });
    const state = run({ type: 'taskQueued' }, { type: 'changeMade', change });
    expect(receivedAction(state, cart('u1', 4), 99).payload).toEqual({ cart: cart('u1', 4), pending: [change], at: 99, settled: true });
  });

  it('falls back to the server’s cart after a failed save, else to the lines before the change', () => {
    const known = run({ type: 'serverRead', cart: cart('u1') });
    expect(saveFailedAction(known, 'No', 'u1', [line]).payload).toEqual({ message: 'No', cart: cart('u1'), pending: [], settled: true, unsaved: undefined });
    const unknown = run({ type: 'changeMade', change: stepQuantity({ id: 'a', by: 1 }) });
    expect(saveFailedAction(unknown, 'No', 'u1', [line]).payload.unsaved).toEqual([{ ...line, quantity: 3 }]);
    expect(readFailedAction(known, 'Down').payload).toEqual({ message: 'Down', cart: null, pending: [], settled: true });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { addItem, clearCart } from '../stores/cart-slice';
import { PERSIST_KEY } from '../stores/persisted-slices';
import { newWallArtItem } from '../testing/cart-line';
import { createBrowserStore } from './browser-store';

/** The user and cart kept in localStorage (docs/product/site.md#persisted-state). */
const art = newWallArtItem();

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const kept = () => JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null') as Record<string, string> | null;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the browser store keeps the user and cart', () => {
  it('reads a cart kept by an earlier visit (the redux-persist format) in its first state', () => {
    const cart = { items: [{ ...art, quantity: 2 }], loading: false, error: null, selectedPackage: null, lastSynced: null, ownerId: null, version: null };
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({ user: JSON.stringify({ currentUser: null, loading: false, error: null }), cart: JSON.stringify(cart), _persist: '{"version":1,"rehydrated":true}' }),
    );
    const { store } = createBrowserStore();
    expect(store.getState().cart.items.map((i) => [i.id, i.quantity])).toEqual([['wallart-1', 2]]);
  });

  it('writes the cart after a change, in the same format, and what it wrote is read by the next visit', async () => {
    const first = createBrowserStore().store;
    first.dispatch(addItem(art));
    await tick();
    const entry = kept();
    expect(JSON.parse(entry!._persist!)).toEqual({ version: 1, rehydrated: true });
    expect((JSON.parse(entry!.cart!) as { items: { id: string }[] }).items.map((i) => i.id)).toEqual(['wallart-1']);

    const next = createBrowserStore().store;
    expect(next.getState().cart.items).toHaveLength(1);
    next.dispatch(clearCart());
    await tick();
    expect(createBrowserStore().store.getState().cart.items).toEqual([]);
  });

  it('starts empty over an unreadable entry, and fills in a field an older entry lacks', () => {
    localStorage.setItem(PERSIST_KEY, '{not json');
    expect(createBrowserStore().store.getState().cart.items).toEqual([]);
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ cart: JSON.stringify({ items: [{ ...art, quantity: 1 }] }), user: '[1,2]' }));
    const state = createBrowserStore().store.getState();
    expect(state.cart.items).toHaveLength(1);
    expect(state.cart.selectedPackage).toBeNull();
    expect(state.user.currentUser).toBeNull();
  });

  it('keeps working in memory when storage refuses to write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { store } = createBrowserStore();
    store.dispatch(addItem(art));
    await tick();
    expect(store.getState().cart.items).toHaveLength(1);
  });
});

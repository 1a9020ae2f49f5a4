import { describe, expect, it } from 'vitest';
import { addItem, clearCart, removeItem, selectCartItemCount, setSelectedPackage, updateQuantity } from './cart-slice';
import { newWallArtItem } from '../testing/cart-line';
import { createAppStore } from './store';

const art = newWallArtItem;

describe('cart slice (docs/product/cart-and-orders.md#cart-actions cart actions)', () => {
  it('raises the quantity of an identical line and starts new lines at 1', () => {
    const store = createAppStore();
    store.dispatch(addItem(art()));
    store.dispatch(addItem(art({ id: 'wallart-2' })));
    store.dispatch(addItem(art({ id: 'wallart-3', options: { ...art().options, frameStyle: 'None' } })));
    const { items } = store.getState().cart;
    expect(items.map((i) => [i.id, i.quantity])).toEqual([
      ['wallart-1', 2],
      ['wallart-3', 1],
    ]);
    expect(selectCartItemCount(store.getState())).toBe(3);
  });

  it('takes wall art with the same artwork id as the same line, whatever its preview', () => {
    const store = createAppStore();
    store.dispatch(addItem(art({ artworkId: 'a'.repeat(24), previewId: 'b'.repeat(24), image: '/uploads/p1.jpg' })));
    store.dispatch(addItem(art({ id: 'wallart-2', artworkId: 'a'.repeat(24), previewId: 'c'.repeat(24), image: '/uploads/p2.jpg' })));
    store.dispatch(addItem(art({ id: 'wallart-3', artworkId: 'd'.repeat(24), image: '/uploads/p1.jpg' })));
    expect(store.getState().cart.items.map((i) => [i.id, i.quantity])).toEqual([
      ['wallart-1', 2],
      ['wallart-3', 1],
    ]);
  });

  it('sets an exact quantity and ignores one below 1', () => {
    const store = createAppStore();
    store.dispatch(addItem(art()));
    store.dispatch(updateQuantity({ id: 'wallart-1', quantity: 4 }));
    store.dispatch(updateQuantity({ id: 'wallart-1', quantity: 0 }));
    expect(store.getState().cart.items[0]!.quantity).toBe(4);
  });

  it('removes a line, and clear empties items and the selected package', () => {
    const store = createAppStore();
    store.dispatch(addItem(art()));
    store.dispatch(addItem(art({ id: 'b', image: '/uploads/b.png' })));
    store.dispatch(removeItem('wallart-1'));
    expect(store.getState().cart.items.map((i) => i.id)).toEqual(['b']);
    store.dispatch(setSelectedPackage({ id: 'p', name: 'Starter' }));
    store.dispatch(clearCart());
    expect(store.getState().cart).toMatchObject({ items: [], selectedPackage: null });
  });
});

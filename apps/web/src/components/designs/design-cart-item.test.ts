import { describe, expect, it } from 'vitest';
import { addItem, cartReducer } from '../../stores/cart-slice';
import { savedDesign as design } from '../../testing/saved-design';
import { designCartItem } from './design-cart-item';

describe('designCartItem (docs/product/cart-and-orders.md#cart-lines wall-art cart item)', () => {
  it('carries the server price, the four options and a custom size in feet', () => {
    expect(designCartItem(design, 1_700_000_000_000)).toEqual({
      id: 'wallart-1700000000000',
      name: 'Hall art',
      image: design.previewImage!.url,
      price: '94.99',
      description: 'Custom Wall Art Design',
      generatedImageId: design.image.id,
      artworkId: design.image.id,
      previewId: design.previewImage!.id,
      options: { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Custom', frameStyle: 'Floating', dimensions: { width: 2.5, height: 1.5 } },
    });
  });

  it('adds up: the same design twice is one line of quantity 2', () => {
    let state = cartReducer(undefined, addItem(designCartItem(design, 1)));
    state = cartReducer(state, addItem(designCartItem(design, 2)));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(2);
  });
});

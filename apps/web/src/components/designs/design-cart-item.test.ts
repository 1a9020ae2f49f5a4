import type { SavedDesign } from '@wallart/shared';
import { describe, expect, it } from 'vitest';
import { addItem, cartReducer } from '../../stores/cart-slice';
import { designCartItem } from './design-cart-item';

const ref = (id: string) => ({ id, kind: 'upload' as const, width: 800, height: 600, vector: false, url: `/uploads/${id}.jpg`, previewUrl: '/p.webp', thumbnailUrl: '/t.webp' });
const design: SavedDesign = {
  _id: 'd'.repeat(24),
  userId: 'u'.repeat(24),
  name: 'Hall art',
  description: 'Custom Wall Art Design',
  image: ref('a'.repeat(24)),
  previewImage: ref('b'.repeat(24)),
  options: { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Custom', frameStyle: 'Floating', customWidthInches: 30, customHeightInches: 18 },
  wallId: null,
  selectedWall: 0,
  placement: { x: 0.5, y: 0.4 },
  isVisualized: true,
  price: '94.99',
  priceCents: 9499,
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
};

describe('designCartItem (SPEC §3 wall-art cart item)', () => {
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

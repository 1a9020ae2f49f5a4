import type { CartItem, NewCartItem } from '../stores/cart-slice';

/** One wall-art line of a cart, with its stored artwork, for tests. */
export const wallArtLine: CartItem = {
  id: 'wallart-1',
  name: 'Sunset Waves',
  image: null,
  price: '74.99',
  description: 'Custom AI-generated wall art',
  generatedImageId: 'abcdefabcdefabcdefabcdef',
  artworkId: 'abcdefabcdefabcdefabcdef',
  quantity: 1,
  options: { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Medium (36x48)', frameStyle: 'Modern' },
};

/** A guest's wall-art item as the wall tab adds it (no stored artwork), for tests. */
export const newWallArtItem = (overrides: Partial<NewCartItem> = {}): NewCartItem => ({
  id: 'wallart-1',
  name: 'Custom Wall Art',
  image: '/uploads/a.png',
  price: '64.99',
  description: 'Custom AI-generated wall art',
  options: { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Small (24x36)', frameStyle: 'Modern' },
  ...overrides,
});

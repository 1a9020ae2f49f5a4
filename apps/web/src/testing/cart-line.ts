import type { CartItem } from '../stores/cart-slice';

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

import type { SavedDesign } from '@wallart/shared';

const ref = (id: string) => ({ id, kind: 'upload' as const, width: 800, height: 600, vector: false, url: `/uploads/${id}.jpg`, previewUrl: '/p.webp', thumbnailUrl: '/t.webp' });
/** A saved design with an uploaded artwork, a custom size and a wall preview, for tests. */
export const savedDesign: SavedDesign = {
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

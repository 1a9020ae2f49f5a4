import type { WallPlacement } from '../stores/studio-wall-work';

/** A placement of the art on the wall, as the wall tab keeps it (the studio's tests share it). */
export const testPlacement: WallPlacement = {
  corners: [
    { x: 0.4, y: 0.3 },
    { x: 0.6, y: 0.3 },
    { x: 0.6, y: 0.6 },
    { x: 0.4, y: 0.6 },
  ],
  sizeInches: { width: 24, height: 36 },
  perspective: false,
  lighting: true,
};

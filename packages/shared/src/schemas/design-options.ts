/** The four wall-art design options as sent in carts and saved designs (docs/product/visualizer.md#design-options); '' means not chosen. */
import { z } from 'zod';
import { ART_STYLES, CANVAS_SIZES, FRAME_STYLES, TEXTURES, UNSELECTED } from '../options';

const orUnselected = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal(UNSELECTED)]);

export const designOptionsSchema = z.object({
  artStyle: orUnselected(ART_STYLES).default(UNSELECTED),
  texture: orUnselected(TEXTURES).default(UNSELECTED),
  canvasSize: orUnselected(CANVAS_SIZES).default(UNSELECTED),
  frameStyle: orUnselected(FRAME_STYLES).default(UNSELECTED),
});

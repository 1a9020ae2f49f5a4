/** Wall-art pricing of docs/product/visualizer.md#wall-art-pricing, in integer cents. */
import { cents, type Cents } from './money';
import { UNSELECTED, type CanvasSize, type DesignOptions } from './options';

export const WALL_ART_BASE_PRICE_CENTS: Cents = cents(3999);

export const CANVAS_SIZE_SURCHARGE_CENTS: Readonly<Record<CanvasSize, Cents>> = {
  'Small (24x36)': cents(1000),
  'Medium (36x48)': cents(2000),
  'Large (48x72)': cents(3000),
  Custom: cents(4000),
};

/** Added for any frame other than None; an unselected frame adds nothing. */
export const FRAME_SURCHARGE_CENTS: Cents = cents(1500);

/**
 * Unit price of a wall-art print: base + size surcharge + frame surcharge.
 * Only canvasSize and frameStyle affect the price; an unselected size adds nothing.
 * Examples: nothing chosen 39.99; Large + Classic 39.99 + 30 + 15 = 84.99.
 */
export function wallArtPriceCents(options: Pick<DesignOptions, 'canvasSize' | 'frameStyle'>): Cents {
  const size = options.canvasSize === UNSELECTED ? 0 : CANVAS_SIZE_SURCHARGE_CENTS[options.canvasSize];
  const frame = options.frameStyle === UNSELECTED || options.frameStyle === 'None' ? 0 : FRAME_SURCHARGE_CENTS;
  return cents(WALL_ART_BASE_PRICE_CENTS + size + frame);
}

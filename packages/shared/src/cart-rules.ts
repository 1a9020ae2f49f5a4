/** Cart defaults and quantity rules of docs/product/cart-and-orders.md#cart-lines, docs/product/cart-and-orders.md#cart-actions. */
import { multiplyCents, sumCents, type Cents } from './money';
import { canvasSizeFeet, type CanvasSize, type UNSELECTED } from './options';

export const DEFAULT_CART_QUANTITY = 1;
/** Ours: an upper bound so one line cannot overflow totals; far above any real order. */
export const MAX_CART_QUANTITY = 999;
export const DEFAULT_CART_ITEM_NAME = 'Custom Wall Art';
export const DEFAULT_CART_ITEM_DESCRIPTION = 'Custom AI-generated wall art';
/** Wall-art cart items have the id 'wallart-' + timestamp (docs/product/cart-and-orders.md#cart-lines); such ids are not server image ids. */
export const WALL_ART_ITEM_ID_PREFIX = 'wallart-';
export const DEFAULT_DESIGN_DESCRIPTION = 'Custom Wall Art Design';

export function wallArtItemId(timestampMs: number): string {
  return `${WALL_ART_ITEM_ID_PREFIX}${Math.trunc(timestampMs)}`;
}

/** The saved design's name: 'Wall Art Design - {date}' (docs/product/visualizer.md#saved-designs); the caller formats the date. */
export function savedDesignName(dateText: string): string {
  return `Wall Art Design - ${dateText}`;
}

/** A quantity the cart accepts: a whole number from 1 (docs/product/cart-and-orders.md#cart-actions: never below 1) to MAX_CART_QUANTITY. */
export function isValidCartQuantity(quantity: unknown): quantity is number {
  return Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= MAX_CART_QUANTITY;
}

/** docs/product/cart-and-orders.md#server-cart-add server cart add: a missing or unreadable quantity falls back to 1. */
export function quantityOrDefault(quantity: unknown): number {
  const n = typeof quantity === 'string' && quantity.trim() !== '' ? Number(quantity) : quantity;
  return isValidCartQuantity(n) ? n : DEFAULT_CART_QUANTITY;
}

export interface PricedLine {
  unitPrice: Cents;
  quantity: number;
}

/** Sum of unit price x quantity over the lines (the cart subtotal). */
export function cartSubtotalCents(lines: Iterable<PricedLine>): Cents {
  const totals: Cents[] = [];
  for (const line of lines) totals.push(multiplyCents(line.unitPrice, line.quantity));
  return sumCents(totals);
}

/**
 * A cart line's size in feet for the square-feet rule of docs/product/cart-and-orders.md#cart-lines: the canvas size's own (Small,
 * Medium, Large), else the line's custom dimensions, else none (counts 0; a cart of only such
 * lines counts as 1 sq ft, totalSquareFeet).
 */
export function cartLineFeet(
  canvasSize: CanvasSize | typeof UNSELECTED,
  dimensions: { width: number; height: number } | null | undefined,
): { width: number; height: number } {
  return canvasSizeFeet(canvasSize) ?? dimensions ?? { width: 0, height: 0 };
}

import { DEFAULT_DESIGN_DESCRIPTION, wallArtItemId, type SavedDesign } from '@wallart/shared';
import type { NewCartItem } from '../../stores/cart-slice';

/**
 * A saved design as the wall-art cart item of docs/product/cart-and-orders.md#cart-lines: id 'wallart-' + timestamp, the server's
 * two-decimal price, the four options (plus a custom size in feet, docs/product/cart-and-orders.md#package-selection square-feet rules).
 * The line shows the composite preview (what the customer saw on the wall) and is matched by the
 * artwork's id, so the same artwork with the same options adds up with a line the wall tab made (docs/product/cart-and-orders.md#cart-actions).
 */
export function designCartItem(design: SavedDesign, nowMs: number = Date.now()): NewCartItem {
  const { artStyle, texture, canvasSize, frameStyle, customWidthInches, customHeightInches } = design.options;
  const custom = canvasSize === 'Custom' && customWidthInches && customHeightInches;
  return {
    id: wallArtItemId(nowMs),
    name: design.name,
    image: design.previewImage?.url ?? design.image.url,
    price: design.price,
    description: design.description || DEFAULT_DESIGN_DESCRIPTION,
    generatedImageId: design.image.id,
    artworkId: design.image.id,
    ...(design.previewImage ? { previewId: design.previewImage.id } : {}),
    options: {
      artStyle,
      texture,
      canvasSize,
      frameStyle,
      ...(custom ? { dimensions: { width: customWidthInches / 12, height: customHeightInches / 12 } } : {}),
    },
  };
}

/** The wall-art design option lists of docs/product/visualizer.md#design-options and the DesignOptions of docs/product/visualizer.md#design-options. */

export const ART_STYLES = ['Color Scheme', 'Abstract', 'Minimalist', 'Photorealistic'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

export const TEXTURES = ['Smooth', 'Textured', 'Metallic', 'Matte'] as const;
export type Texture = (typeof TEXTURES)[number];

export const CANVAS_SIZES = ['Small (24x36)', 'Medium (36x48)', 'Large (48x72)', 'Custom'] as const;
export type CanvasSize = (typeof CANVAS_SIZES)[number];

export const FRAME_STYLES = ['Modern', 'Classic', 'Floating', 'None'] as const;
export type FrameStyle = (typeof FRAME_STYLES)[number];

/** The value of an option that has not been chosen yet: every option starts at a placeholder (docs/product/visualizer.md#design-options). */
export const UNSELECTED = '' as const;

export interface DesignOptions {
  artStyle: ArtStyle | typeof UNSELECTED;
  texture: Texture | typeof UNSELECTED;
  canvasSize: CanvasSize | typeof UNSELECTED;
  frameStyle: FrameStyle | typeof UNSELECTED;
}

export type CompleteDesignOptions = { [K in keyof DesignOptions]: Exclude<DesignOptions[K], typeof UNSELECTED> };

export const EMPTY_DESIGN_OPTIONS: Readonly<DesignOptions> = Object.freeze({
  artStyle: UNSELECTED,
  texture: UNSELECTED,
  canvasSize: UNSELECTED,
  frameStyle: UNSELECTED,
});

/** True when all four options have a value. */
export function isCompleteDesignOptions(options: DesignOptions): options is CompleteDesignOptions {
  return (
    options.artStyle !== UNSELECTED &&
    options.texture !== UNSELECTED &&
    options.canvasSize !== UNSELECTED &&
    options.frameStyle !== UNSELECTED
  );
}

/** Two cart lines are the same item when image and all four options match (docs/product/cart-and-orders.md#cart-actions). */
export function sameDesignOptions(a: DesignOptions, b: DesignOptions): boolean {
  return (
    a.artStyle === b.artStyle && a.texture === b.texture && a.canvasSize === b.canvasSize && a.frameStyle === b.frameStyle
  );
}

export interface Dimensions {
  width: number;
  height: number;
}

/** Canvas sizes in inches, as the labels say ("Small (24x36)" is 24 wide by 36 high). Custom has none. */
export const CANVAS_SIZE_INCHES: Readonly<Record<CanvasSize, Readonly<Dimensions> | null>> = {
  'Small (24x36)': { width: 24, height: 36 },
  'Medium (36x48)': { width: 36, height: 48 },
  'Large (48x72)': { width: 48, height: 72 },
  Custom: null,
};

const SQUARE_INCHES_PER_SQUARE_FOOT = 144;

/** Size in feet (inches / 12) for the square-feet rules of docs/product/cart-and-orders.md#package-selection; null for Custom or unselected. */
export function canvasSizeFeet(size: CanvasSize | typeof UNSELECTED): Dimensions | null {
  const inches = size === UNSELECTED ? null : CANVAS_SIZE_INCHES[size];
  return inches ? { width: inches.width / 12, height: inches.height / 12 } : null;
}

/** Area of a canvas size in square feet (Small 6, Medium 12, Large 24); null for Custom or unselected. */
export function canvasAreaSqFt(size: CanvasSize | typeof UNSELECTED): number | null {
  const inches = size === UNSELECTED ? null : CANVAS_SIZE_INCHES[size];
  return inches ? (inches.width * inches.height) / SQUARE_INCHES_PER_SQUARE_FOOT : null;
}

export function isArtStyle(value: unknown): value is ArtStyle {
  return (ART_STYLES as readonly unknown[]).includes(value);
}
export function isTexture(value: unknown): value is Texture {
  return (TEXTURES as readonly unknown[]).includes(value);
}
export function isCanvasSize(value: unknown): value is CanvasSize {
  return (CANVAS_SIZES as readonly unknown[]).includes(value);
}
export function isFrameStyle(value: unknown): value is FrameStyle {
  return (FRAME_STYLES as readonly unknown[]).includes(value);
}

/** A frame's moulding, in inches (docs/product/visualizer.md#design-options): the 2D visualizer draws it, the AR model builds it. */
export interface FrameSpec {
  /** Width of the moulding on each side, in inches. */
  moulding: number;
  /** Gap between the canvas and the moulding (the floating frame's shadow gap), in inches. */
  gap: number;
}

export const FRAME_SPECS: Readonly<Record<FrameStyle, Readonly<FrameSpec>>> = {
  Modern: { moulding: 0.875, gap: 0 },
  Classic: { moulding: 2.5, gap: 0 },
  Floating: { moulding: 0.625, gap: 0.5 },
  None: { moulding: 0, gap: 0 },
};

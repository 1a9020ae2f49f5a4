/**
 * The AR view's catalogue (docs/product/ar.md): which canvas sizes and frames a 3D model is made
 * for, how they are spelled in its link (/ar?artwork=…&size=36x48&frame=modern), and the model's
 * true size in metres. Only the shop's preset sizes: a model is made for what the shop sells.
 */
import { ART_STYLES, CANVAS_SIZE_INCHES, FRAME_SPECS, FRAME_STYLES, TEXTURES, type ArtStyle, type CanvasSize, type Dimensions, type FrameStyle, type Texture } from './options';

export const METRES_PER_INCH = 0.0254;

/** The canvas's depth (a gallery-wrapped stretcher bar), in inches. */
export const AR_CANVAS_DEPTH_INCHES = 1.5;

/** How deep each frame stands from the wall, in inches (the canvas's 1.5 in for no frame). */
export const AR_FRAME_DEPTH_INCHES: Readonly<Record<FrameStyle, number>> = {
  Modern: 1.75,
  Classic: 2.25,
  Floating: 1.875,
  None: AR_CANVAS_DEPTH_INCHES,
};

/** The preset canvas sizes as a link spells them: '24x36' for 'Small (24x36)'. */
export const AR_SIZES = ['24x36', '36x48', '48x72'] as const;
export type ArSize = (typeof AR_SIZES)[number];

const SIZE_OF_TOKEN: Readonly<Record<ArSize, CanvasSize>> = {
  '24x36': 'Small (24x36)',
  '36x48': 'Medium (36x48)',
  '48x72': 'Large (48x72)',
};

/** The frames as a link spells them: 'modern' for 'Modern'. */
export const AR_FRAMES = ['modern', 'classic', 'floating', 'none'] as const satisfies readonly Lowercase<FrameStyle>[];
export type ArFrame = (typeof AR_FRAMES)[number];

/** The art styles as a link spells them: 'color-scheme' for 'Color Scheme' (the colour treatment on the model's face). */
export const AR_STYLES = ['color-scheme', 'abstract', 'minimalist', 'photorealistic'] as const;
export type ArStyle = (typeof AR_STYLES)[number];

/** The canvas surfaces as a link spells them: 'metallic' for 'Metallic'. */
export const AR_TEXTURES = ['smooth', 'textured', 'metallic', 'matte'] as const satisfies readonly Lowercase<Texture>[];
export type ArTexture = (typeof AR_TEXTURES)[number];

const slug = (name: string) => name.toLowerCase().replace(/ /g, '-');

export function artStyleOfArStyle(style: ArStyle): ArtStyle {
  return ART_STYLES.find((name) => slug(name) === style)!;
}
export function textureOfArTexture(texture: ArTexture): Texture {
  return TEXTURES.find((name) => slug(name) === texture)!;
}
export function isArStyle(value: unknown): value is ArStyle {
  return (AR_STYLES as readonly unknown[]).includes(value);
}
export function isArTexture(value: unknown): value is ArTexture {
  return (AR_TEXTURES as readonly unknown[]).includes(value);
}

/** A model's finish beyond size and frame: the art style's colour treatment and the canvas's surface; either may be left out. */
export interface ArFinish {
  style?: ArStyle;
  texture?: ArTexture;
}

/** The finish of the wall tab's options ('' for what is not chosen). */
export function arFinishOf(artStyle: ArtStyle | '', texture: Texture | ''): ArFinish {
  return { ...(artStyle ? { style: slug(artStyle) as ArStyle } : {}), ...(texture ? { texture: slug(texture) as ArTexture } : {}) };
}

export function isArSize(value: unknown): value is ArSize {
  return (AR_SIZES as readonly unknown[]).includes(value);
}
export function isArFrame(value: unknown): value is ArFrame {
  return (AR_FRAMES as readonly unknown[]).includes(value);
}

export function canvasSizeOfArSize(size: ArSize): CanvasSize {
  return SIZE_OF_TOKEN[size];
}
export function frameStyleOfArFrame(frame: ArFrame): FrameStyle {
  return FRAME_STYLES.find((style) => style.toLowerCase() === frame) ?? 'None';
}

/** The link's size token for a canvas size, or null for Custom (no model: docs/product/ar.md#where-it-starts). */
export function arSizeOf(size: CanvasSize | ''): ArSize | null {
  return AR_SIZES.find((token) => SIZE_OF_TOKEN[token] === size) ?? null;
}
export function arFrameOf(frame: FrameStyle | ''): ArFrame | null {
  return frame === '' ? null : (frame.toLowerCase() as ArFrame);
}

/** The canvas's size in inches for a size token. */
export function arCanvasInches(size: ArSize): Dimensions {
  return CANVAS_SIZE_INCHES[SIZE_OF_TOKEN[size]]!;
}

/** The framed piece's outside in metres: canvas plus gap and moulding on each side, and its depth. */
export function arModelMetres(size: ArSize, frame: ArFrame): { width: number; height: number; depth: number } {
  const canvas = arCanvasInches(size);
  const style = frameStyleOfArFrame(frame);
  const { moulding, gap } = FRAME_SPECS[style];
  const border = 2 * (moulding + gap);
  return {
    width: (canvas.width + border) * METRES_PER_INCH,
    height: (canvas.height + border) * METRES_PER_INCH,
    depth: AR_FRAME_DEPTH_INCHES[style] * METRES_PER_INCH,
  };
}

/** The sample artwork's id in a link ('Try AR Now' without an artwork of the visitor's own). */
export const AR_SAMPLE_ARTWORK = 'sample';

export const AR_MESSAGES = {
  size: `Unknown canvas size. A 3D model is made for the shop's sizes: ${AR_SIZES.join(', ')} (inches, width × height).`,
  frame: `Unknown frame. Choose one of: ${AR_FRAMES.join(', ')}.`,
  style: `Unknown art style. Choose one of: ${AR_STYLES.join(', ')}.`,
  texture: `Unknown texture. Choose one of: ${AR_TEXTURES.join(', ')}.`,
  artwork: 'Artwork id must be 24 hexadecimal characters, or "sample".',
} as const;

/** A finish as query parameters ('&style=abstract&texture=metallic'; nothing for what is left out). */
export function arFinishQuery(finish: ArFinish = {}): string {
  return `${finish.style ? `&style=${finish.style}` : ''}${finish.texture ? `&texture=${finish.texture}` : ''}`;
}

/** The AR view's path and its query (docs/product/ar.md#the-link): only the artwork's random id and the options. */
export function arHref(artwork: string, size: ArSize, frame: ArFrame, finish: ArFinish = {}): string {
  return `/ar?artwork=${encodeURIComponent(artwork)}&size=${size}&frame=${frame}${arFinishQuery(finish)}`;
}

/** The wall tab's or an order line's options that shape the model. */
export interface ArOptions {
  canvasSize: CanvasSize | '';
  frameStyle: FrameStyle | '';
  artStyle?: ArtStyle | '';
  texture?: Texture | '';
}

/** The AR link for an artwork in the chosen options, or null when they have no model (a Custom size, no frame chosen). */
export function arLinkFor(artworkId: string | null, options: ArOptions): string | null {
  const size = arSizeOf(options.canvasSize);
  const frame = arFrameOf(options.frameStyle);
  return artworkId && size && frame ? arHref(artworkId, size, frame, arFinishOf(options.artStyle ?? '', options.texture ?? '')) : null;
}

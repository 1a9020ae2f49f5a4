import sharp, { type Sharp } from 'sharp';
import {
  CANVAS_SIZE_INCHES,
  MAX_ARTWORK_PIXELS,
  MAX_PRINT_PIXELS,
  MAX_PRINT_SIDE_PX,
  PRINT_DPI,
  UNSELECTED,
  type CartDimensions,
  type DesignOptions,
  type Dimensions,
} from '@wallart/shared';
import { artStyleColourTransform } from '@wallart/imaging';
import { readTiffResolution } from './tiff-resolution';

/**
 * The print render (docs/decisions/034): an order line's artwork at its canvas size, as a TIFF
 * with its physical size written in (pixels per inch). Pure of Fastify and the database: the job
 * in print-files.service.ts gives it the source bytes and a path to write.
 */

export interface PrintPlan {
  /** The canvas, width × height as the size's label says (Small 24x36 is 24 wide and 36 high). */
  inches: Dimensions;
  dpi: number;
  widthPx: number;
  heightPx: number;
}

/** The canvas in inches for a line's options: a fixed size, or Custom from its dimensions (feet); null without a size. */
export function canvasInches(options: Pick<DesignOptions, 'canvasSize'>, dimensions: CartDimensions | null): Dimensions | null {
  if (options.canvasSize === UNSELECTED) return null;
  if (options.canvasSize === 'Custom') {
    if (!dimensions) return null;
    const inches = (feet: number) => Math.round(feet * 12 * 100) / 100;
    return { width: inches(dimensions.width), height: inches(dimensions.height) };
  }
  return CANVAS_SIZE_INCHES[options.canvasSize];
}

/**
 * Pixels for a canvas at `dpi` (PRINT_DPI, 150): Large 48 × 72 in is 7200 × 10800 px. A Custom
 * canvas that would pass MAX_PRINT_PIXELS (the Large canvas's pixels) or MAX_PRINT_SIDE_PX on a
 * side gets the highest whole DPI that fits instead, so no request can ask for an unbounded render.
 */
export function planPrint(inches: Dimensions, dpi = PRINT_DPI): PrintPlan {
  const fits = (d: number) => {
    const w = Math.round(inches.width * d);
    const h = Math.round(inches.height * d);
    return w * h <= MAX_PRINT_PIXELS && Math.max(w, h) <= MAX_PRINT_SIDE_PX;
  };
  let chosen = dpi;
  if (!fits(chosen)) {
    chosen = Math.floor(Math.min(Math.sqrt(MAX_PRINT_PIXELS / (inches.width * inches.height)), MAX_PRINT_SIDE_PX / Math.max(inches.width, inches.height)));
    while (chosen > 1 && !fits(chosen)) chosen -= 1;
    chosen = Math.max(1, chosen);
  }
  return {
    inches,
    dpi: chosen,
    widthPx: Math.max(1, Math.round(inches.width * chosen)),
    heightPx: Math.max(1, Math.round(inches.height * chosen)),
  };
}

/**
 * A raster artwork's own pixels per inch on the canvas: the artwork covers the canvas (as the wall
 * tab shows it: scaled to fill, the overflow cropped), so it is the smaller of the two axes' ratios.
 */
export function effectivePpiOn(pixels: Dimensions, inches: Dimensions): number {
  return Math.floor(Math.min(pixels.width / inches.width, pixels.height / inches.height));
}

export type PrintSource = { kind: 'vector'; svg: Buffer } | { kind: 'raster'; data: Buffer };

export interface RenderedPrintFile {
  widthPx: number;
  heightPx: number;
  /** Pixels per inch as read back from the written file's resolution tags. */
  density: number;
  sizeBytes: number;
}

/** sharp reads an SVG's width and height at 72 DPI, its default density: density 72 × s draws it s times larger. */
const SVG_BASE_DENSITY = 72;
/** librsvg (cairo) draws at most this many pixels on a side. */
const SVG_MAX_SIDE = 32_767;

/**
 * The artwork, sized to cover the canvas and centred, as sharp will draw it:
 * - vector: the SVG drawn by librsvg at the density that makes it cover the canvas, then the
 *   overflow cut off. The shapes are drawn at the print size, never enlarged from pixels;
 * - raster: the stored original enlarged (or reduced) with the Lanczos-3 kernel to cover the canvas.
 */
async function coveredArtwork(source: PrintSource, plan: PrintPlan): Promise<Sharp> {
  const { widthPx: w, heightPx: h } = plan;
  if (source.kind === 'raster') {
    return sharp(source.data, { limitInputPixels: MAX_ARTWORK_PIXELS, sequentialRead: true, failOn: 'error' }).resize(w, h, {
      fit: 'cover',
      position: 'centre',
      kernel: 'lanczos3',
    });
  }
  const natural = await sharp(source.svg).metadata();
  if (!natural.width || !natural.height) throw new Error('The vector artwork has no size.');
  let scale = Math.max(w / natural.width, h / natural.height);
  // Our own SVG (the procedural engine's), so no input pixel limit; but librsvg's side limit holds.
  scale = Math.min(scale, SVG_MAX_SIDE / Math.max(natural.width, natural.height));
  const open = () => sharp(source.svg, { density: SVG_BASE_DENSITY * scale, limitInputPixels: false, sequentialRead: true });
  const drawn = await open().metadata();
  const dw = drawn.width ?? 0;
  const dh = drawn.height ?? 0;
  if (dw >= w && dh >= h) {
    return open().extract({ left: Math.floor((dw - w) / 2), top: Math.floor((dh - h) / 2), width: w, height: h });
  }
  // Drawn a pixel short by rounding (or capped by librsvg's limit): a last, tiny resize.
  return open().resize(w, h, { fit: 'cover', position: 'centre', kernel: 'lanczos3' });
}

/**
 * Renders the print file to `outPath`: the covered artwork on white (a canvas has no transparency),
 * the art style's colour treatment (what the wall tab showed the customer; shared
 * `ART_STYLE_TREATMENTS`), sRGB with its ICC profile, LZW-compressed TIFF with the DPI in its
 * resolution tags. Reads the file back and checks its size and DPI before answering.
 */
export async function renderPrintFile(
  source: PrintSource,
  plan: PrintPlan,
  options: { artStyle: DesignOptions['artStyle']; outPath: string },
): Promise<RenderedPrintFile> {
  let pipeline = (await coveredArtwork(source, plan)).flatten({ background: '#ffffff' });
  const colour = artStyleColourTransform(options.artStyle);
  if (colour) {
    // sharp applies recomb before linear: together the one affine map, on 0–255 values.
    pipeline = pipeline.recomb(colour.matrix).linear([1, 1, 1], colour.offset.map((v) => v * 255));
  }
  const info = await pipeline
    .toColourspace('srgb')
    .withIccProfile('srgb')
    .withDensity(plan.dpi)
    .tiff({ compression: 'lzw', predictor: 'horizontal', resolutionUnit: 'inch' })
    .toFile(options.outPath);

  const written = await sharp(options.outPath).metadata();
  const resolution = await readTiffResolution(options.outPath);
  const density = resolution && Math.round(resolution.x) === Math.round(resolution.y) ? Math.round(resolution.x) : 0;
  if (written.width !== plan.widthPx || written.height !== plan.heightPx || density !== plan.dpi) {
    throw new Error(`The print file came out ${written.width}×${written.height} px at ${density} DPI, not ${plan.widthPx}×${plan.heightPx} at ${plan.dpi}.`);
  }
  return { widthPx: info.width, heightPx: info.height, density, sizeBytes: info.size };
}

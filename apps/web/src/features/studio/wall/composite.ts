/**
 * The composite preview (issue 12, docs/architecture.md#artwork-never-lost): the wall photo with the framed art warped
 * onto its corners, its shadow and the room's light, rendered to a JPEG so the cart, the design
 * list and the order show exactly what the customer saw.
 */
import type { DesignOptions, Dimensions } from '@wallart/shared';
import { applyHomography, homographyFromQuads, rectQuad, type Quad } from '@wallart/imaging';
import { drawFramedArt, makeLightMap } from './art-render';
import { framedInches } from './art-size';
import { quadToPixels, type WallGeometry, type WallPlacement } from './placement';
import { wallPhotoBlob } from './wall-photo';

/** Long side of the preview: sharp on a cart line and a design card, small enough to upload fast. */
export const COMPOSITE_MAX_WIDTH = 1600;
const MAX_ART_CANVAS = 2400;

type Source = CanvasImageSource & { width: number; height: number };
type Ctx = CanvasRenderingContext2D;

function pathQuad(ctx: Ctx, q: Quad) {
  ctx.beginPath();
  ctx.moveTo(q[0].x, q[0].y);
  for (let i = 1; i < 4; i += 1) ctx.lineTo(q[i]!.x, q[i]!.y);
  ctx.closePath();
}

/** The affine map taking source triangle s onto destination triangle d: ctx.transform's six numbers. */
export function triangleAffine(s: readonly [number, number][], d: readonly [number, number][]): [number, number, number, number, number, number] | null {
  const [[x0, y0], [x1, y1], [x2, y2]] = s as [[number, number], [number, number], [number, number]];
  const [[X0, Y0], [X1, Y1], [X2, Y2]] = d as [[number, number], [number, number], [number, number]];
  const denom = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  if (Math.abs(denom) < 1e-12) return null;
  const a = ((X1 - X0) * (y2 - y0) - (X2 - X0) * (y1 - y0)) / denom;
  const c = ((X2 - X0) * (x1 - x0) - (X1 - X0) * (x2 - x0)) / denom;
  const b = ((Y1 - Y0) * (y2 - y0) - (Y2 - Y0) * (y1 - y0)) / denom;
  const dd = ((Y2 - Y0) * (x1 - x0) - (Y1 - Y0) * (x2 - x0)) / denom;
  return [a, b, c, dd, X0 - a * x0 - c * y0, Y0 - b * x0 - dd * y0];
}

function isUprightRect(q: Quad): boolean {
  const e = 0.01;
  return Math.abs(q[0].y - q[1].y) < e && Math.abs(q[2].y - q[3].y) < e && Math.abs(q[0].x - q[3].x) < e && Math.abs(q[1].x - q[2].x) < e;
}

/**
 * Draws `src` onto the quad: a grid of triangles, each an affine piece of the homography (canvas 2D
 * has no projective transform). Each triangle is grown by half a pixel so no seams show.
 */
export function drawImageToQuad(ctx: Ctx, src: Source, quad: Quad, grid = 10): void {
  if (isUprightRect(quad)) {
    ctx.drawImage(src, quad[0].x, quad[0].y, quad[1].x - quad[0].x, quad[3].y - quad[0].y);
    return;
  }
  const m = homographyFromQuads(rectQuad(1, 1), quad);
  if (!m) return;
  const at = (u: number, v: number): [number, number] => {
    const p = applyHomography(m, { x: u, y: v });
    return [p.x, p.y];
  };
  const sw = src.width;
  const sh = src.height;
  for (let i = 0; i < grid; i += 1) {
    for (let j = 0; j < grid; j += 1) {
      const u0 = i / grid;
      const u1 = (i + 1) / grid;
      const v0 = j / grid;
      const v1 = (j + 1) / grid;
      const s00: [number, number] = [u0 * sw, v0 * sh];
      const s10: [number, number] = [u1 * sw, v0 * sh];
      const s11: [number, number] = [u1 * sw, v1 * sh];
      const s01: [number, number] = [u0 * sw, v1 * sh];
      const d00 = at(u0, v0);
      const d10 = at(u1, v0);
      const d11 = at(u1, v1);
      const d01 = at(u0, v1);
      for (const [s, d] of [
        [
          [s00, s10, s11],
          [d00, d10, d11],
        ],
        [
          [s00, s11, s01],
          [d00, d11, d01],
        ],
      ] as const) {
        const t = triangleAffine(s, d);
        if (!t) continue;
        const cx = (d[0][0] + d[1][0] + d[2][0]) / 3;
        const cy = (d[0][1] + d[1][1] + d[2][1]) / 3;
        ctx.save();
        ctx.beginPath();
        d.forEach(([x, y], k) => {
          const len = Math.hypot(x - cx, y - cy) || 1;
          const gx = x + ((x - cx) / len) * 0.6;
          const gy = y + ((y - cy) / len) * 0.6;
          if (k === 0) ctx.moveTo(gx, gy);
          else ctx.lineTo(gx, gy);
        });
        ctx.closePath();
        ctx.clip();
        ctx.transform(...t);
        ctx.drawImage(src, 0, 0);
        ctx.restore();
      }
    }
  }
}

/** The soft shadow a hung frame casts: down and a little right, blurred, under the art. */
export function drawFrameShadow(ctx: Ctx, quad: Quad, pxPerInch: number, frameStyle: DesignOptions['frameStyle']) {
  const depth = frameStyle === 'None' || frameStyle === '' ? 0.7 : 1;
  ctx.save();
  ctx.filter = `blur(${Math.max(2, pxPerInch * 0.9 * depth)}px)`;
  ctx.fillStyle = `rgba(20,14,8,${0.42 * depth})`;
  ctx.translate(pxPerInch * 0.25 * depth, pxPerInch * 0.7 * depth);
  pathQuad(ctx, quad);
  ctx.fill();
  ctx.restore();
}

export interface CompositeInput {
  wallImage: Source;
  wall: WallGeometry;
  artImage: Source;
  options: DesignOptions;
  canvasInches: Dimensions;
  placement: WallPlacement;
  maxWidth?: number;
}

/** Renders the composite into a new canvas. */
export function renderCompositeCanvas(input: CompositeInput): HTMLCanvasElement {
  const { wallImage, wall, artImage, options, canvasInches, placement } = input;
  const width = Math.min(wall.width, input.maxWidth ?? COMPOSITE_MAX_WIDTH);
  const height = Math.round((width * wall.height) / wall.width);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(wallImage, 0, 0, width, height);

  const pxPerInch = width / wall.widthInches;
  const quad = quadToPixels(placement.corners, width, height);
  const framed = framedInches(canvasInches, options.frameStyle);
  // Enough art pixels for the quad's longest side, within a bound.
  const longest = Math.max(...[0, 1, 2, 3].map((i) => Math.hypot(quad[(i + 1) % 4]!.x - quad[i]!.x, quad[(i + 1) % 4]!.y - quad[i]!.y)));
  const artPpi = Math.min(MAX_ART_CANVAS / Math.max(framed.width, framed.height), Math.max(pxPerInch, (longest / Math.max(framed.width, framed.height)) * 1.2));
  const art = document.createElement('canvas');
  drawFramedArt(art, { image: artImage, options, canvasInches, pxPerInch: artPpi });

  drawFrameShadow(ctx, quad, pxPerInch, options.frameStyle);
  drawImageToQuad(ctx, art, quad);
  if (placement.lighting) {
    ctx.save();
    pathQuad(ctx, quad);
    ctx.clip();
    ctx.globalCompositeOperation = 'multiply';
    ctx.drawImage(makeLightMap(wallImage), 0, 0, width, height);
    ctx.restore();
  }
  return canvas;
}

/**
 * The wall photo for the composite, decoded straight to the preview's width off the main thread
 * (a 4000 × 3000 photo is never decoded whole on it; the visualizer fetched the bytes already).
 */
export async function loadCompositeWall(url: string, wall: Pick<WallGeometry, 'width' | 'height'>, maxWidth = COMPOSITE_MAX_WIDTH): Promise<ImageBitmap> {
  const width = Math.min(wall.width, maxWidth);
  const height = Math.round((width * wall.height) / wall.width);
  return createImageBitmap(await wallPhotoBlob(url), { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
}

export function canvasToJpeg(canvas: HTMLCanvasElement, quality = 0.88): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not render the preview'))), 'image/jpeg', quality);
  });
}

/** Renders and encodes the composite preview. */
export async function renderComposite(input: CompositeInput): Promise<Blob> {
  return canvasToJpeg(renderCompositeCanvas(input));
}

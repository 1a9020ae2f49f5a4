/**
 * The Textured canvas's weave: one look for the 2D visualizer (canvas 2D, apps/web …/wall/art-render.ts)
 * and the AR model's face (an SVG tile on the server, apps/server …/ar/ar.service.ts). Crossing
 * threads, light over dark around mid-grey, laid over the picture with an 'overlay' blend.
 */
export const CANVAS_WEAVE = {
  /** Threads' spacing on the printed canvas. */
  threadInches: 0.12,
  /** How strongly the tile is laid over the picture. */
  opacity: 0.55,
} as const;

export interface WeaveStripe {
  x: number;
  y: number;
  width: number;
  height: number;
  /** White (light) or black (dark), at `alpha`. */
  light: boolean;
  alpha: number;
}

/** A square tile of eight threads `thread` px apart: its side and its stripes, over mid-grey (128). */
export function weaveTile(thread: number): { size: number; stripes: WeaveStripe[] } {
  const size = thread * 8;
  const stripes: WeaveStripe[] = [];
  for (let i = 0; i < 8; i += 1) {
    const odd = i % 2 === 1;
    stripes.push({ x: 0, y: i * thread, width: size, height: thread * 0.55, light: odd, alpha: odd ? 0.35 : 0.28 });
    stripes.push({ x: i * thread, y: 0, width: thread * 0.5, height: size, light: !odd, alpha: odd ? 0.22 : 0.3 });
  }
  return { size, stripes };
}

/** The thread spacing in pixels for a picture drawn at `pxPerInch` (at least 2 px). */
export function weaveThreadPx(pxPerInch: number): number {
  return Math.max(2, Math.round(pxPerInch * CANVAS_WEAVE.threadInches));
}

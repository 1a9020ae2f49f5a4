/**
 * The wall's outline suggested from a photo of it (issue 38, docs/decisions/077): where the wall meets
 * the ceiling, the floor and the side walls are long straight edges across the photo. A Sobel
 * gradient on a small grey copy, then each row's sum of horizontal-edge strength and each column's
 * sum of vertical-edge strength: a long edge makes a peak that a short one (a picture frame, a
 * switch) does not. The strongest peak in each quarter of the photo is a side of the wall; each
 * side is then found again in its two halves, so a line tilted by the camera's angle tilts too.
 * A peak counts only when its edge runs across at least 35 % of the photo, so an A4 sheet or a
 * door on the wall is never taken for the wall's side; of the long edges at least half as strong as
 * the strongest, the outermost wins (a sofa's or a bed's top is in front of the wall, the floor
 * line below it). A side with no clear peak is the photo's own edge (the wall fills the photo that way).
 * The customer corrects a wrong guess with a drag.
 */
import { isConvexOutline } from '@wallart/shared';
import type { Point, Quad } from './homography';

/** RGBA pixels, as a canvas's ImageData holds them. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** The long side the photo is shrunk to before the suggestion (about 20 ms of work in a browser). */
export const OUTLINE_ANALYSIS_SIDE = 240;

/** A peak counts as an edge when it is this many times the profile's mean. */
const PEAK_OVER_MEAN = 2.2;
/** How far in from the photo's edge a side may be found (a fraction; the outer 2 % is noise and vignette). */
const EDGE_MARGIN = 0.02;
/** How far a side may tilt between its two halves, as a fraction of the photo. */
const TILT_BAND = 0.08;
/**
 * A side of the wall runs across at least this share of the photo (within a band of rows or
 * columns that lets it tilt): an A4 sheet, a door or a picture on the wall is shorter.
 */
const MIN_SPAN = 0.35;
/** A pixel is on an edge when its Sobel response is at least this (a step of 10 grey levels is 40). */
const EDGE_STRENGTH = 40;
/** A long edge at least this share of the strongest one's strength may be the side (the outermost wins). */
const OUTERMOST_SHARE = 0.5;
/** How many peaks are tried, strongest first, before a side is left at the photo's edge. */
const MAX_TRIES = 6;

interface Gradients {
  width: number;
  height: number;
  /** |∂/∂y| where the edge runs across (horizontal edges), else 0. */
  horizontal: Float32Array;
  /** |∂/∂x| where the edge runs up and down (vertical edges), else 0. */
  vertical: Float32Array;
}

function grey(image: RgbaImage): Float32Array {
  const { width, height, data } = image;
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = 0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]!;
  return out;
}

/** Sobel gradients, each pixel given to the edge direction it clearly belongs to (twice the other). */
function gradients(image: RgbaImage): Gradients {
  const { width: w, height: h } = image;
  const g = grey(image);
  const horizontal = new Float32Array(w * h);
  const vertical = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const tl = g[i - w - 1]!, t = g[i - w]!, tr = g[i - w + 1]!;
      const l = g[i - 1]!, r = g[i + 1]!;
      const bl = g[i + w - 1]!, b = g[i + w]!, br = g[i + w + 1]!;
      const gx = Math.abs(tr + 2 * r + br - tl - 2 * l - bl);
      const gy = Math.abs(bl + 2 * b + br - tl - 2 * t - tr);
      if (gy > 2 * gx) horizontal[i] = gy;
      else if (gx > 2 * gy) vertical[i] = gx;
    }
  }
  return { width: w, height: h, horizontal, vertical };
}

/** Sum of horizontal-edge strength in each row, over columns [x0, x1). */
function rowProfile(g: Gradients, x0: number, x1: number): Float64Array {
  const out = new Float64Array(g.height);
  for (let y = 0; y < g.height; y++) {
    let sum = 0;
    for (let x = x0; x < x1; x++) sum += g.horizontal[y * g.width + x]!;
    out[y] = sum;
  }
  return out;
}

/** Sum of vertical-edge strength in each column, over rows [y0, y1). */
function columnProfile(g: Gradients, y0: number, y1: number): Float64Array {
  const out = new Float64Array(g.width);
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < g.width; x++) out[x]! += g.vertical[y * g.width + x]!;
  }
  return out;
}

/** The index of the highest value in [from, to), or -1 when none clears `floor`; indexes in `skip` are passed over. */
function peak(profile: Float64Array, from: number, to: number, floor: number, skip?: (i: number) => boolean): number {
  let best = -1;
  let bestValue = floor;
  for (let i = Math.max(0, from); i < Math.min(profile.length, to); i++) {
    if (skip?.(i)) continue;
    if (profile[i]! > bestValue) {
      bestValue = profile[i]!;
      best = i;
    }
  }
  return best;
}

const mean = (profile: Float64Array) => profile.reduce((a, b) => a + b, 0) / Math.max(1, profile.length);

/**
 * The share of the photo across which an edge runs near row (or column) `at`: for each column (or
 * row), whether any pixel within `band` of it is a strong edge of the right direction.
 */
function span(g: Gradients, axis: 'rows' | 'columns', at: number, band: number): number {
  const along = axis === 'rows' ? g.width : g.height;
  const across = axis === 'rows' ? g.height : g.width;
  const field = axis === 'rows' ? g.horizontal : g.vertical;
  let covered = 0;
  for (let k = 0; k < along; k++) {
    for (let j = Math.max(0, at - band); j <= Math.min(across - 1, at + band); j++) {
      const i = axis === 'rows' ? j * g.width + k : k * g.width + j;
      if (field[i]! >= EDGE_STRENGTH) {
        covered++;
        break;
      }
    }
  }
  return covered / along;
}

/**
 * One side of the wall along a profile's axis: its position in each half (fractions of `length`),
 * or the photo's edge `fallback` in both when no long edge stands out in [from, to).
 */
function side(
  g: Gradients,
  axis: 'rows' | 'columns',
  whole: Float64Array,
  halves: [Float64Array, Float64Array],
  from: number,
  to: number,
  fallback: number,
): [number, number] {
  const length = whole.length;
  const band = Math.max(2, Math.round(TILT_BAND * length));
  const floor = PEAK_OVER_MEAN * mean(whole);
  const tried: number[] = [];
  const long: number[] = [];
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const candidate = peak(whole, from, to, Math.max(floor, OUTERMOST_SHARE * (long[0] === undefined ? 0 : whole[long[0]]!)), (i) =>
      tried.some((r) => Math.abs(i - r) <= band / 2),
    );
    if (candidate < 0) break;
    tried.push(candidate);
    if (span(g, axis, candidate, Math.ceil(band / 2)) >= MIN_SPAN) long.push(candidate);
  }
  if (long.length === 0) return [fallback, fallback];
  // Furniture, skirting and pictures stand in front of the wall: of the long edges at least half
  // as strong as the strongest, the one nearest the photo's edge is the wall's side.
  const found = fallback === 0 ? Math.min(...long) : Math.max(...long);
  const each = halves.map((half) => {
    const at = peak(half, found - band, found + band + 1, 0);
    return (at < 0 ? found : at) + 0.5;
  });
  return [each[0]! / length, each[1]! / length];
}

/** Where the line through a and b meets the line through c and d (null when parallel). */
function intersect(a: Point, b: Point, c: Point, d: Point): Point | null {
  const den = (a.x - b.x) * (c.y - d.y) - (a.y - b.y) * (c.x - d.x);
  if (Math.abs(den) < 1e-12) return null;
  const t = ((a.x - c.x) * (c.y - d.y) - (a.y - c.y) * (c.x - d.x)) / den;
  return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * The wall's four corners (top-left, top-right, bottom-right, bottom-left) as fractions of the
 * photo's width and height. Give it a small copy (about OUTLINE_ANALYSIS_SIDE on its long side).
 */
export function suggestWallOutline(image: RgbaImage): Quad {
  const { width: w, height: h } = image;
  const whole: Quad = [
    { x: 0, y: 0 },
    { x: 1, y: 0 },
    { x: 1, y: 1 },
    { x: 0, y: 1 },
  ];
  if (w < 8 || h < 8) return whole;
  const g = gradients(image);
  const mx = Math.max(1, Math.round(EDGE_MARGIN * w));
  const my = Math.max(1, Math.round(EDGE_MARGIN * h));

  const rows = rowProfile(g, 0, w);
  const rowHalves: [Float64Array, Float64Array] = [rowProfile(g, 0, Math.floor(w / 2)), rowProfile(g, Math.floor(w / 2), w)];
  const columns = columnProfile(g, 0, h);
  const columnHalves: [Float64Array, Float64Array] = [columnProfile(g, 0, Math.floor(h / 2)), columnProfile(g, Math.floor(h / 2), h)];

  // Ceiling in the top 45 %, floor in the bottom 45 %, side walls likewise across.
  const [topL, topR] = side(g, 'rows', rows, rowHalves, my, Math.round(0.45 * h), 0);
  const [bottomL, bottomR] = side(g, 'rows', rows, rowHalves, Math.round(0.55 * h), h - my, 1);
  const [leftT, leftB] = side(g, 'columns', columns, columnHalves, mx, Math.round(0.45 * w), 0);
  const [rightT, rightB] = side(g, 'columns', columns, columnHalves, Math.round(0.55 * w), w - mx, 1);

  // Each side as a line through its two half positions (at a quarter and three quarters across).
  const top = [{ x: 0.25, y: topL }, { x: 0.75, y: topR }] as const;
  const bottom = [{ x: 0.25, y: bottomL }, { x: 0.75, y: bottomR }] as const;
  const left = [{ x: leftT, y: 0.25 }, { x: leftB, y: 0.75 }] as const;
  const right = [{ x: rightT, y: 0.25 }, { x: rightB, y: 0.75 }] as const;
  const corners = [
    intersect(...top, ...left),
    intersect(...top, ...right),
    intersect(...bottom, ...right),
    intersect(...bottom, ...left),
  ];
  if (corners.some((c) => c === null)) return whole;
  const quad = corners.map((c) => ({ x: clamp01(c!.x), y: clamp01(c!.y) }));
  if (isConvexOutline(quad)) return quad as unknown as Quad;
  // Tilts that cross: fall back to the upright box through the sides' middles.
  const box: Quad = [
    { x: (leftT + leftB) / 2, y: (topL + topR) / 2 },
    { x: (rightT + rightB) / 2, y: (topL + topR) / 2 },
    { x: (rightT + rightB) / 2, y: (bottomL + bottomR) / 2 },
    { x: (leftT + leftB) / 2, y: (bottomL + bottomR) / 2 },
  ];
  return isConvexOutline(box) ? box : whole;
}

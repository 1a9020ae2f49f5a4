/**
 * The subjects' drawings (issue 20, docs/decisions/035): the Fluent Emoji Flat icons (MIT,
 * Microsoft, via `@iconify-json/fluent-emoji-flat`) that `@wallart/imaging`'s subject lexicon names,
 * and their recolouring to an artwork's palette.
 *
 * The set's icons.json is 9 MB (3,174 icons). It is read once, on the first picture that needs a
 * subject (about 50 ms), and only the lexicon's few hundred icons are kept (≈1 MB of strings); the
 * rest is left to the garbage collector. A server that never draws a subject never reads it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ARTWORK_SUBJECTS, mixHex } from '@wallart/imaging';

/** Every icon of the set is drawn on a 32 × 32 grid. */
export const ICON_GRID = 32;

export interface SubjectIcon {
  name: string;
  /** The SVG elements, as the set has them. */
  body: string;
  /** Its distinct fill and stroke colours (#rrggbb), the one covering most first (by `pathArea`, roughly). */
  colours: string[];
}

interface IconifyJson {
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

let cache: Map<string, SubjectIcon> | undefined;

/** The wavy band of sea along an icon's foot (a path of the set's blues starting at the right edge, y 22–29). */
const OWN_SEA = /<path fill="#(?:00a6ed|5092ff)" d="M30(?:\.\d+)? 2\d[^"]*"\/>/g;

const COLOUR_ATTR = /(fill|stroke)="(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})"/g;

const longHex = (hex: string): string => {
  const h = hex.toLowerCase();
  return h.length === 4 ? `#${h[1]}${h[1]}${h[2]}${h[2]}${h[3]}${h[3]}` : h;
};

/**
 * The area a path encloses, roughly: the shoelace formula over its points (Bézier curves by their
 * end points only, arcs with the segment they bulge by), each subpath counted as positive. Good
 * enough to tell a balloon from its string.
 */
export function pathArea(d: string): number {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let i = 0;
  let command = 'M';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let points: [number, number][] = [];
  let total = 0;
  const close = () => {
    let a = 0;
    for (let k = 0; k < points.length; k += 1) {
      const [x1, y1] = points[k] as [number, number];
      const [x2, y2] = points[(k + 1) % points.length] as [number, number];
      a += x1 * y2 - x2 * y1;
    }
    total += Math.abs(a) / 2;
    points = [];
  };
  const num = () => Number(tokens[i++]);
  // How many numbers each command takes, and which of them is the end point.
  const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      i += 1;
      if (command === 'z' || command === 'Z') {
        x = startX;
        y = startY;
        close();
        continue;
      }
    }
    const lower = command.toLowerCase();
    const arity = ARITY[lower];
    if (arity === undefined || arity === 0 || i + arity > tokens.length) break;
    const values = Array.from({ length: arity }, num);
    const relative = command === lower;
    if (lower === 'a') {
      // An arc bulges beyond its chord: add the circular segment it cuts off (the whole ellipse less it, for a large arc).
      const r = Math.max(1e-6, Math.sqrt(Math.abs((values[0] as number) * (values[1] as number))));
      const ex = (relative ? x : 0) + (values[5] as number);
      const ey = (relative ? y : 0) + (values[6] as number);
      const theta = 2 * Math.asin(Math.min(1, Math.hypot(ex - x, ey - y) / (2 * r)));
      const segment = ((r * r) / 2) * (theta - Math.sin(theta));
      total += values[3] ? Math.PI * r * r - segment : segment;
    }
    if (lower === 'h') x = (relative ? x : 0) + (values[0] as number);
    else if (lower === 'v') y = (relative ? y : 0) + (values[0] as number);
    else {
      x = (relative ? x : 0) + (values[arity - 2] as number);
      y = (relative ? y : 0) + (values[arity - 1] as number);
    }
    if (lower === 'm') {
      if (points.length > 2) close();
      points = [];
      startX = x;
      startY = y;
      // Numbers after a moveto are line-tos.
      command = relative ? 'l' : 'L';
    }
    points.push([x, y]);
  }
  if (points.length > 2) close();
  return total;
}

/** The area an element covers (paths by `pathArea`, circles, ellipses and rectangles exactly). */
function elementArea(tag: string): number {
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? 0);
  if (tag.startsWith('<path')) return pathArea(/\sd="([^"]*)"/.exec(tag)?.[1] ?? '');
  if (tag.startsWith('<circle')) return Math.PI * attr('r') ** 2;
  if (tag.startsWith('<ellipse')) return Math.PI * attr('rx') * attr('ry');
  if (tag.startsWith('<rect')) return attr('width') * attr('height');
  return 0;
}

function toSubjectIcon(name: string, body: string): SubjectIcon {
  const counts = new Map<string, number>();
  for (const element of body.matchAll(/<[a-z]+\s[^>]*>/g)) {
    const tag = element[0];
    const area = elementArea(tag);
    for (const match of tag.matchAll(COLOUR_ATTR)) {
      const hex = longHex(match[2] as string);
      counts.set(hex, (counts.get(hex) ?? 0) + area + 0.01);
    }
  }
  const colours = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([hex]) => hex);
  return { name, body, colours };
}

/** Reads the set and keeps the lexicon's icons (see the top of this file). */
export function loadSubjectIcons(path = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json')): Map<string, SubjectIcon> {
  if (cache) return cache;
  const set = JSON.parse(readFileSync(path, 'utf8')) as IconifyJson;
  const kept = new Map<string, SubjectIcon>();
  for (const { icon, place } of ARTWORK_SUBJECTS) {
    const found = set.icons[icon];
    // Boats and islands come with a strip of the set's own blue sea; the picture has its own.
    if (found) kept.set(icon, toSubjectIcon(icon, place === 'water' ? found.body.replace(OWN_SEA, '') : found.body));
  }
  cache = kept;
  return kept;
}

/** One subject's drawing, or undefined when the set has no such icon. */
export function subjectIcon(name: string): SubjectIcon | undefined {
  return loadSubjectIcons().get(name);
}

/** The icon's elements with each colour swapped by `to` (called once per distinct colour). */
export function recolourIcon(icon: SubjectIcon, to: (hex: string) => string): string {
  const table = new Map(icon.colours.map((hex) => [hex, to(hex)]));
  return icon.body.replace(COLOUR_ATTR, (_all, attr: string, hex: string) => `${attr}="${table.get(longHex(hex)) ?? hex}"`);
}

/** Perceived lightness (0 … 1) of #rrggbb. */
export function lightness(hex: string): number {
  const r = parseInt(hex.slice(1, 3), 16);
  const g = parseInt(hex.slice(3, 5), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Hue in degrees and saturation (0 … 1) of #rrggbb. */
export function hueOf(hex: string): { hue: number; sat: number } {
  const r = parseInt(hex.slice(1, 3), 16) / 255;
  const g = parseInt(hex.slice(3, 5), 16) / 255;
  const b = parseInt(hex.slice(5, 7), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d < 1e-6) return { hue: 0, sat: 0 };
  const l = (max + min) / 2;
  const sat = d / (1 - Math.abs(2 * l - 1));
  let hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  hue *= 60;
  if (hue < 0) hue += 360;
  return { hue, sat };
}

export interface RecolourTones {
  /** The subject's own colour (the named one, else an accent of the palette). */
  main: string;
  /** A second colour for the parts of another hue. */
  second: string;
  ink: string;
  light: string;
}

/**
 * The colour map that restyles an icon to the palette: its main hue family takes `main`, any other
 * hue `second`, greys go from `ink` to `light`; each part keeps its own lightness (shading, eyes,
 * outlines) — in `steps` flat tones for the flat style, continuous otherwise.
 */
export function paletteRecolour(icon: SubjectIcon, tones: RecolourTones, steps?: number): (hex: string) => string {
  const chromatic = icon.colours.filter((hex) => {
    const { sat } = hueOf(hex);
    const l = lightness(hex);
    return sat > 0.18 && l > 0.08 && l < 0.94;
  });
  const lead = chromatic[0] ? hueOf(chromatic[0]).hue : 0;
  const near = (hex: string) => {
    const d = Math.abs(hueOf(hex).hue - lead);
    return Math.min(d, 360 - d) < 40;
  };
  const quantise = (l: number) => (steps ? Math.round(l * steps) / steps : l);
  return (hex: string) => {
    const l = quantise(lightness(hex));
    if (!chromatic.includes(hex)) {
      if (l < 0.2) return tones.ink;
      if (l > 0.85) return tones.light;
      return mixHex(tones.ink, tones.light, l);
    }
    const base = near(hex) ? tones.main : tones.second;
    return l < 0.5 ? mixHex(base, tones.ink, (0.5 - l) * 1.1) : mixHex(base, tones.light, (l - 0.5) * 1.2);
  };
}

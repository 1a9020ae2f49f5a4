/**
 * The subjects' drawings (issue 20, docs/decisions/035): the Fluent Emoji Flat icons (MIT,
 * Microsoft, via `@iconify-json/fluent-emoji-flat`) that `@wallart/shared`'s subject lexicon names,
 * and their recolouring to an artwork's palette.
 *
 * The set's icons.json is 9 MB (3,174 icons). It is read once, on the first picture that needs a
 * subject (about 50 ms), and only the lexicon's few hundred icons are kept (≈1 MB of strings); the
 * rest is left to the garbage collector. A server that never draws a subject never reads it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ARTWORK_SUBJECTS, mixHex } from '@wallart/shared';

/** Every icon of the set is drawn on a 32 × 32 grid. */
export const ICON_GRID = 32;

export interface SubjectIcon {
  name: string;
  /** The SVG elements, as the set has them. */
  body: string;
  /** Its distinct fill and stroke colours (#rrggbb), the one covering most first (weighed by path length, a cheap stand-in for area). */
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

function toSubjectIcon(name: string, body: string): SubjectIcon {
  const counts = new Map<string, number>();
  for (const element of body.matchAll(/<[a-z]+\s[^>]*>/g)) {
    const tag = element[0];
    const d = /\sd="([^"]*)"/.exec(tag)?.[1];
    for (const match of tag.matchAll(COLOUR_ATTR)) {
      const hex = longHex(match[2] as string);
      counts.set(hex, (counts.get(hex) ?? 0) + (d ? d.length : 40));
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

/**
 * The shop's colours: the brand tones the landing media (scripts/media) draw with, and those of a
 * generated artwork: the brand palette tuned by the prompt's mood, with the colours the prompt names, or
 * the customer's own palette, taking the lead.
 */
import { luminance, mixHex, type ArtworkMood } from './artwork-prompt';
import type { Rng } from './rng';

export interface Palette {
  /** The ground the picture sits on, and its gradient partner. */
  bg: string;
  bg2: string;
  /** At least four accents, the lead colour first. */
  accents: string[];
  /** Lines and the darkest shapes. */
  ink: string;
  /** Highlights (moon, lit windows, a light sky). */
  light: string;
  /** A warm accent for suns and glows. */
  sun: string;
  /** A dark picture (night, moody): light things on a dark ground. */
  dark: boolean;
}

/** The shop's brand tones: every illustration of the landing media and the generated artworks. */
export const BRAND = {
  ink: '#1f2a44',
  navy: '#27365c',
  terracotta: '#e07a5f',
  coral: '#f28c6b',
  sand: '#f2cc8f',
  mustard: '#f2a541',
  sage: '#81b29a',
  teal: '#3d7a8c',
  cream: '#f7f3e8',
  blush: '#f4b9a8',
  plum: '#6d3b5e',
  forest: '#2f5d50',
} as const;

const MOOD_PALETTES: Record<ArtworkMood | 'default', { bg: string; bg2: string; accents: string[]; ink: string; light: string }> = {
  default: { bg: BRAND.cream, bg2: '#efe6d8', accents: [BRAND.terracotta, BRAND.navy, BRAND.mustard, BRAND.sage, BRAND.blush, BRAND.teal], ink: BRAND.ink, light: '#fff6e4' },
  calm: { bg: '#eef1ec', bg2: '#dde7e2', accents: [BRAND.sage, BRAND.teal, BRAND.blush, BRAND.sand, '#a9c6d6'], ink: '#2c3a33', light: '#fbfaf4' },
  vibrant: { bg: '#fff3df', bg2: '#ffe2c4', accents: [BRAND.coral, BRAND.mustard, '#2a9d8f', BRAND.plum, '#3b6ea5', '#e63f5a'], ink: BRAND.ink, light: '#fffaf0' },
  moody: { bg: '#1b2238', bg2: '#2c1f3d', accents: [BRAND.plum, BRAND.teal, BRAND.terracotta, BRAND.sand, '#4b5d8a'], ink: '#0f1424', light: '#f6e7c8' },
  warm: { bg: '#f5e6d0', bg2: '#efd2b0', accents: [BRAND.terracotta, BRAND.mustard, BRAND.coral, BRAND.forest, '#b5532f'], ink: '#3b1f2b', light: '#fff1d6' },
  cool: { bg: '#e8eff3', bg2: '#d5e3ec', accents: [BRAND.teal, BRAND.navy, '#a9c6d6', BRAND.sage, '#6c8ebf'], ink: BRAND.ink, light: '#f7fbff' },
  dreamy: { bg: '#f7ecef', bg2: '#ebe1f2', accents: [BRAND.blush, '#b8a8d9', BRAND.sand, '#a8d5c5', '#e9a6b8'], ink: BRAND.plum, light: '#fffafc' },
};

const isWarm = (hex: string) => {
  const r = parseInt(hex.slice(1, 3), 16);
  const g = parseInt(hex.slice(3, 5), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  return r > b + 40 && r + g > 250;
};

/**
 * The palette for one picture. `family` (the seed's composition part) may swap the order of the
 * mood's own accents; named and chosen colours keep their order, so the lead colour is the first
 * one the customer wrote or picked.
 */
export function buildPalette(input: { moods: ArtworkMood[]; named: string[]; chosen?: string[] }, family: Rng): Palette {
  const mood = input.moods[0] ?? 'default';
  const base = MOOD_PALETTES[mood];
  const dark = mood === 'moody';
  const own = input.chosen && input.chosen.length > 0 ? input.chosen.map((c) => c.toLowerCase()) : input.named;
  const moodAccents = family.shuffle(base.accents);
  const accents = [...own, ...moodAccents.filter((c) => !own.includes(c))].slice(0, Math.max(4, own.length));

  let bg = base.bg;
  let bg2 = base.bg2;
  if (input.chosen && input.chosen.length > 0) {
    // A customer's palette sets the ground too: its lightest colour, washed out (or its darkest, at night).
    const byLight = [...own].sort((a, b) => luminance(b) - luminance(a));
    const lightest = byLight[0] as string;
    const darkest = byLight.at(-1) as string;
    bg = dark ? mixHex(darkest, '#000000', 0.45) : mixHex(lightest, '#ffffff', 0.78);
    bg2 = dark ? mixHex(darkest, '#000000', 0.25) : mixHex(lightest, '#ffffff', 0.6);
  }
  const sun = accents.find(isWarm) ?? (dark ? base.light : BRAND.mustard);
  return { bg, bg2, accents, ink: base.ink, light: base.light, sun, dark };
}

/** `c` moved toward the picture's ground: things far away fade into the air. */
export function fade(palette: Palette, c: string, t: number): string {
  return mixHex(c, palette.dark ? palette.bg2 : palette.bg, t);
}

/** `c` mixed toward white (t = 0 keeps it, 1 is white). */
export const lighten = (c: string, t: number): string => mixHex(c, '#ffffff', t);
/** `c` mixed toward black (t = 0 keeps it, 1 is black). */
export const darken = (c: string, t: number): string => mixHex(c, '#000000', t);

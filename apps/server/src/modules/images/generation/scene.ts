/**
 * What every part of the procedural artist shares while one picture is drawn (docs/decisions/019,
 * 035): the look of the style, the palette, the variation's layout and the random streams.
 */
import type { ArtStyle } from '@wallart/shared';
import type { Layout } from './layout';
import type { Palette, Rng } from '@wallart/imaging';

/** How a style draws: flat colour fields, paint, a few quiet shapes in a frame, or depth and light. */
export type Look = 'flat' | 'paint' | 'minimal' | 'depth';
export const LOOKS: Record<ArtStyle, Look> = {
  'Color Scheme': 'flat',
  Abstract: 'paint',
  Minimalist: 'minimal',
  Photorealistic: 'depth',
};

export interface Ctx {
  /** Details: every bit of the seed. */
  rng: Rng;
  /** The variation's composition: drawn from the whole seed, so seed, seed + 1, … differ. */
  lay: Rng;
  layout: Layout;
  /** The scene's size (the frame's inside for framed pictures) and its shorter side. */
  w: number;
  h: number;
  s: number;
  pal: Palette;
  look: Look;
  /** Where the land or sea (or a room's floor) meets the sky or wall; null for a pattern or still life without one. */
  horizon: number | null;
  /** Shared <defs> of the picture; ids must be unique in it. */
  defs: string[];
}

export const accent = (c: Ctx, i: number): string => c.pal.accents[i % c.pal.accents.length] as string;

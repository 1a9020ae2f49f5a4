/**
 * The composition of one variation (issue 20, docs/decisions/035). Six arrangements — a big sky
 * over a low horizon, a close foreground under a high one, a centred symmetric scene, a layered
 * panorama, a scene framed in a circle, a close-up — and the four pictures of one Generate (seeds
 * s … s + 3) always take four different ones: the arrangement is (a hash of the prompt, style and
 * palette + the seed) mod 6, and four consecutive numbers are four different remainders. The rest
 * (horizon height within the arrangement's band, which third the subject stands in, the palette's
 * emphasis) is drawn from the whole seed.
 */
import type { Rng } from '@wallart/imaging';

export const ARRANGEMENTS = ['big-sky', 'foreground', 'centred', 'panorama', 'framed', 'close-up'] as const;
export type Arrangement = (typeof ARRANGEMENTS)[number];

export interface Layout {
  arrangement: Arrangement;
  /** Where land (or a room's floor) meets the sky, as a fraction of the scene's height. */
  horizon: number;
  /** The sun's (or a backdrop disc's) centre, as fractions of the scene, and radius as a fraction of its shorter side. */
  sunX: number;
  sunY: number;
  sunR: number;
  /** With both a sun and a moon, the moon goes to the other side. */
  moonBesideSun: boolean;
  /** Where the main subject stands (fraction of the width). */
  focusX: number;
  /** The subjects' size against the arrangement's neutral one. */
  scale: number;
  /** The main subject's depth: 0 on the horizon, 1 at the picture's foot. */
  depth: number;
  /** Rotates the palette's accents: which colour leads the sky, the land, the backdrop. */
  emphasis: number;
  /** Mirror the subjects (they face the other way). */
  flip: boolean;
  /** Evening light: the top of the sky deepens (the panorama's). */
  dusk: boolean;
}

/** The arrangement of seed `seed` for a picture whose key (prompt, style, palette hash) is `key`. */
export function arrangementFor(key: number, seed: number): Arrangement {
  return ARRANGEMENTS[(((key % 6) + (seed % 6)) % 6 + 6) % 6] as Arrangement;
}

export function makeLayout(arrangement: Arrangement, lay: Rng, seed: number): Layout {
  const side = lay.chance(0.5) ? 1 : -1;
  const third = (offset: number) => 0.5 + side * offset;
  const base = { arrangement, moonBesideSun: true, emphasis: seed % 4, flip: lay.chance(0.5), dusk: arrangement === 'panorama' };
  switch (arrangement) {
    case 'big-sky': {
      const horizon = lay.range(0.72, 0.8);
      return { ...base, horizon, focusX: third(-0.2), sunX: third(0.2), sunY: horizon * lay.range(0.32, 0.45), sunR: lay.range(0.1, 0.13), scale: 0.85, depth: 0.12 };
    }
    case 'foreground': {
      const horizon = lay.range(0.3, 0.38);
      return { ...base, horizon, focusX: third(0.18), sunX: third(-0.22), sunY: horizon - lay.range(0.05, 0.09), sunR: lay.range(0.05, 0.07), scale: 1.6, depth: 0.75 };
    }
    case 'centred': {
      const horizon = lay.range(0.5, 0.56);
      return { ...base, horizon, focusX: 0.5, sunX: 0.5, sunY: horizon - lay.range(0.17, 0.22), sunR: lay.range(0.15, 0.19), scale: 1.15, depth: 0.32 };
    }
    case 'panorama': {
      const horizon = lay.range(0.6, 0.66);
      return { ...base, horizon, focusX: third(lay.range(0.1, 0.25)), sunX: third(-0.36), sunY: horizon * lay.range(0.35, 0.5), sunR: lay.range(0.06, 0.08), scale: 0.62, depth: 0.14 };
    }
    case 'framed': {
      const horizon = lay.range(0.54, 0.6);
      return { ...base, horizon, focusX: third(lay.range(0, 0.1)), sunX: third(-lay.range(0.1, 0.2)), sunY: horizon - lay.range(0.2, 0.26), sunR: lay.range(0.09, 0.12), scale: 1, depth: 0.38 };
    }
    case 'close-up': {
      const horizon = lay.range(0.8, 0.86);
      return { ...base, horizon, focusX: third(0.1), sunX: third(-0.16), sunY: horizon - lay.range(0.42, 0.5), sunR: lay.range(0.18, 0.22), scale: 2.4, depth: 1 };
    }
  }
}

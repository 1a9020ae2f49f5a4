/**
 * The art style as a colour treatment (issue 12: the options are not just labels). The wall tab
 * draws the artwork through these CSS filter functions, and the print file applies the same ones
 * (issue 19), so the customer receives the colours they chose. One table, two renderers.
 *
 * The colour maths is the Filter Effects Module Level 1 definition of each function
 * (https://www.w3.org/TR/filter-effects-1/#ShorthandEquivalents), on sRGB values from 0 to 1.
 */
import { UNSELECTED, type ArtStyle } from '@wallart/shared';

export type ColourStep =
  | { fn: 'saturate' | 'contrast' | 'brightness' | 'grayscale'; amount: number }
  | { fn: 'hue-rotate'; degrees: number };

/** Color Scheme richer colour, Abstract bold and shifted, Minimalist quiet, Photorealistic true. */
export const ART_STYLE_TREATMENTS: Readonly<Record<ArtStyle, readonly ColourStep[]>> = {
  'Color Scheme': [
    { fn: 'saturate', amount: 1.5 },
    { fn: 'contrast', amount: 1.06 },
  ],
  Abstract: [
    { fn: 'contrast', amount: 1.4 },
    { fn: 'saturate', amount: 1.7 },
    { fn: 'hue-rotate', degrees: -14 },
  ],
  Minimalist: [
    { fn: 'grayscale', amount: 0.8 },
    { fn: 'contrast', amount: 0.86 },
    { fn: 'brightness', amount: 1.08 },
  ],
  Photorealistic: [
    { fn: 'contrast', amount: 1.05 },
    { fn: 'saturate', amount: 1.06 },
  ],
};

/** The CSS `filter` value of an art style ('none' while none is chosen). */
export function artStyleCssFilter(style: ArtStyle | typeof UNSELECTED): string {
  if (style === UNSELECTED) return 'none';
  return ART_STYLE_TREATMENTS[style].map((s) => (s.fn === 'hue-rotate' ? `hue-rotate(${s.degrees}deg)` : `${s.fn}(${s.amount})`)).join(' ');
}

type Matrix3 = [[number, number, number], [number, number, number], [number, number, number]];

/** `rgb' = matrix · rgb + offset`, on values from 0 to 1. */
export interface ColourTransform {
  matrix: Matrix3;
  offset: [number, number, number];
}

const IDENTITY: ColourTransform = {
  matrix: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  offset: [0, 0, 0],
};

/** One filter function as an affine colour map (Filter Effects 1, "Shorthand equivalents"). */
function stepTransform(step: ColourStep): ColourTransform {
  switch (step.fn) {
    case 'saturate': {
      const s = step.amount;
      return {
        matrix: [
          [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
          [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
          [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s],
        ],
        offset: [0, 0, 0],
      };
    }
    case 'grayscale': {
      const g = 1 - Math.min(1, Math.max(0, step.amount));
      return {
        matrix: [
          [0.2126 + 0.7874 * g, 0.7152 - 0.7152 * g, 0.0722 - 0.0722 * g],
          [0.2126 - 0.2126 * g, 0.7152 + 0.2848 * g, 0.0722 - 0.0722 * g],
          [0.2126 - 0.2126 * g, 0.7152 - 0.7152 * g, 0.0722 + 0.9278 * g],
        ],
        offset: [0, 0, 0],
      };
    }
    case 'hue-rotate': {
      const a = (step.degrees * Math.PI) / 180;
      const c = Math.cos(a);
      const s = Math.sin(a);
      return {
        matrix: [
          [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928],
          [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.14, 0.072 - c * 0.072 - s * 0.283],
          [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072],
        ],
        offset: [0, 0, 0],
      };
    }
    case 'contrast': {
      const k = step.amount;
      const b = 0.5 - 0.5 * k;
      return { matrix: IDENTITY.matrix.map((row) => row.map((v) => v * k)) as Matrix3, offset: [b, b, b] };
    }
    case 'brightness': {
      const k = step.amount;
      return { matrix: IDENTITY.matrix.map((row) => row.map((v) => v * k)) as Matrix3, offset: [0, 0, 0] };
    }
  }
}

/** `second ∘ first`: first applied, then second. */
function compose(first: ColourTransform, second: ColourTransform): ColourTransform {
  const m = second.matrix;
  const [a, b, c] = first.matrix;
  const matrix = m.map((row) => [0, 1, 2].map((j) => row[0] * a[j]! + row[1] * b[j]! + row[2] * c[j]!)) as Matrix3;
  const offset = m.map((row, i) => row[0] * first.offset[0] + row[1] * first.offset[1] + row[2] * first.offset[2] + second.offset[i]!) as [number, number, number];
  return { matrix, offset };
}

/**
 * An art style's treatment as one affine colour map, or null while no style is chosen. A browser
 * clamps to 0–1 after each function; one map clamps only at the end, which differs only where an
 * intermediate value left the range (saturated colours under strong contrast), by a few levels.
 */
export function artStyleColourTransform(style: ArtStyle | typeof UNSELECTED): ColourTransform | null {
  if (style === UNSELECTED) return null;
  return ART_STYLE_TREATMENTS[style].map(stepTransform).reduce(compose, IDENTITY);
}

import { describe, expect, it } from 'vitest';
import { UNSELECTED, type ArtStyle } from '@wallart/shared';
import { artStyleColourTransform, artStyleCssFilter } from './art-style-treatment';

/** Applies a transform to one colour (0–255), clamped and rounded as a print would. */
function apply(style: ArtStyle, rgb: [number, number, number]): number[] {
  const t = artStyleColourTransform(style)!;
  return t.matrix.map((row, i) => {
    const v = row[0] * (rgb[0] / 255) + row[1] * (rgb[1] / 255) + row[2] * (rgb[2] / 255) + t.offset[i]!;
    return Math.round(Math.min(1, Math.max(0, v)) * 255);
  });
}

describe('art style treatments (issue 12 colour treatment; the print file applies the same)', () => {
  it('writes the CSS filters the wall tab draws with', () => {
    expect(artStyleCssFilter('Color Scheme')).toBe('saturate(1.5) contrast(1.06)');
    expect(artStyleCssFilter('Abstract')).toBe('contrast(1.4) saturate(1.7) hue-rotate(-14deg)');
    expect(artStyleCssFilter('Minimalist')).toBe('grayscale(0.8) contrast(0.86) brightness(1.08)');
    expect(artStyleCssFilter('Photorealistic')).toBe('contrast(1.05) saturate(1.06)');
    expect(artStyleCssFilter(UNSELECTED)).toBe('none');
  });

  it('has no colour map while no style is chosen', () => {
    expect(artStyleColourTransform(UNSELECTED)).toBeNull();
  });

  it('keeps greys grey under saturation and hue rotation, and mid-grey where contrast pivots', () => {
    for (const style of ['Color Scheme', 'Abstract', 'Photorealistic'] as const) {
      const [r, g, b] = apply(style, [128, 128, 128]);
      expect(Math.abs(r! - g!)).toBeLessThanOrEqual(1);
      expect(Math.abs(g! - b!)).toBeLessThanOrEqual(1);
      expect(Math.abs(r! - 128)).toBeLessThanOrEqual(1);
    }
  });

  it('matches the Filter Effects maths step by step on sample colours', () => {
    // Minimalist: grayscale(0.8) then contrast(0.86) then brightness(1.08), done by hand for red.
    const lum = 0.2126;
    const g = 0.2;
    const afterGrey = [lum + 0.7874 * g, lum - 0.2126 * g, lum - 0.2126 * g];
    const expected = afterGrey.map((v) => Math.round(Math.min(1, Math.max(0, ((v - 0.5) * 0.86 + 0.5) * 1.08)) * 255));
    expect(apply('Minimalist', [255, 0, 0])).toEqual(expected);
    // Color Scheme makes a muted colour more saturated: the channels spread apart.
    const [r, , b] = apply('Color Scheme', [180, 120, 100]);
    expect(r! - b!).toBeGreaterThan(80);
  });
});

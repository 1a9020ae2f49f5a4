import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_STYLES } from '@wallart/shared';
import { composeArtworkSvg } from './compose';
import { generationSeeds } from '../images.service';

describe('composeArtworkSvg', () => {
  it('is deterministic: same prompt, style, palette and seed → the same SVG', () => {
    const request = { prompt: 'Waves at sunset', style: 'Abstract' as const, seed: 12 };
    expect(composeArtworkSvg(request)).toBe(composeArtworkSvg({ ...request }));
    expect(composeArtworkSvg(request)).toBe(composeArtworkSvg({ ...request, prompt: 'waves   AT sunset!' }));
    expect(composeArtworkSvg(request)).not.toBe(composeArtworkSvg({ ...request, seed: 13 }));
    expect(composeArtworkSvg(request)).not.toBe(composeArtworkSvg({ ...request, palette: ['#112233'] }));
    expect(composeArtworkSvg(request)).not.toBe(composeArtworkSvg({ ...request, prompt: 'Waves at sunrise' }));
  });

  it('draws what the prompt names in the colours it names', async () => {
    const mean = async (prompt: string) => {
      const svg = composeArtworkSvg({ prompt, style: 'Color Scheme', seed: 1 });
      const { channels } = await sharp(Buffer.from(svg)).stats();
      return channels.map((ch) => ch.mean);
    };
    const [r = 0, , b = 0] = await mean('a city skyline in crimson');
    expect(r).toBeGreaterThan(b + 20);
    const [r2 = 0, , b2 = 0] = await mean('a city skyline in cobalt blue');
    expect(b2).toBeGreaterThan(r2 + 20);
    const chosen = composeArtworkSvg({ prompt: 'geometric shapes', style: 'Color Scheme', seed: 1, palette: ['#123456', '#abcdef'] });
    expect(chosen).toContain('#123456');
    expect(chosen).toContain('#abcdef');
  });

  it('renders every style quickly into a 1024 px picture, for prompts with and without motifs', async () => {
    for (const style of ART_STYLES) {
      for (const prompt of ['something lovely', 'starry night over the city', 'geometric shapes', 'flowers and leaves', 'mountains, forest, waves, sun']) {
        for (const seed of generationSeeds(2)) {
          const svg = composeArtworkSvg({ prompt, style, seed });
          expect(svg.length).toBeLessThan(120_000);
          const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
          expect(info).toMatchObject({ width: 1024, height: 1024 });
        }
      }
    }
  });
});

describe('generationSeeds', () => {
  it('counts up from a given seed (wrapping at 2^31) or draws random ones', () => {
    expect(generationSeeds(3, 5)).toEqual([5, 6, 7]);
    expect(generationSeeds(2, 2_147_483_647)).toEqual([2_147_483_647, 0]);
    const random = generationSeeds(4);
    expect(random).toHaveLength(4);
    for (const seed of random) expect(Number.isInteger(seed) && seed >= 0 && seed <= 2_147_483_647).toBe(true);
  });
});

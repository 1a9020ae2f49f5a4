import { describe, expect, it } from 'vitest';
import { ART_STYLES } from '@wallart/shared';
import { closestPair, VARIETY_PROMPTS, VARIETY_THRESHOLD } from './variety.test-helpers';

describe('four variations of one description', () => {
  it(`differ at a glance: every pair of the four differs by at least ${VARIETY_THRESHOLD} (mean absolute pixel difference at 64 px) for 20 prompts in every style`, async () => {
    const failures: string[] = [];
    const figures: number[] = [];
    for (const [n, prompt] of VARIETY_PROMPTS.entries()) {
      for (const style of ART_STYLES) {
        // A seed like the picker's (a family's first 252 seeds, so the four stay in one family).
        const seed = (1000 + n * 4099) * 256 + ((n * 37) % 252);
        const { min, pair } = await closestPair(prompt, style, seed);
        figures.push(min);
        if (min < VARIETY_THRESHOLD) failures.push(`"${prompt}" (${style}): variations ${pair[0] + 1} and ${pair[1] + 1} differ by ${min.toFixed(1)}`);
      }
    }
    const sorted = [...figures].sort((a, b) => a - b);
    console.info(`closest pairs: min ${sorted[0]?.toFixed(1)}, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)}, max ${sorted.at(-1)?.toFixed(1)}`);
    expect(failures).toEqual([]);
  });
});

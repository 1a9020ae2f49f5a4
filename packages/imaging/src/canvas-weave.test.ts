import { describe, expect, it } from 'vitest';
import { weaveThreadPx, weaveTile } from './canvas-weave';

describe('the canvas weave (2D view and AR model alike)', () => {
  it('is a tile of eight threads each way, every stripe inside it, light and dark alternating', () => {
    const { size, stripes } = weaveTile(5);
    expect(size).toBe(40);
    expect(stripes).toHaveLength(16);
    for (const s of stripes) expect([s.x + s.width, s.y + s.height].every((edge) => edge <= size)).toBe(true);
    expect(new Set(stripes.map((s) => s.light))).toEqual(new Set([true, false]));
  });

  it('spaces threads 0.12 in apart at the picture’s scale, never closer than 2 px', () => {
    expect(weaveThreadPx(57)).toBe(7);
    expect(weaveThreadPx(5)).toBe(2);
  });
});

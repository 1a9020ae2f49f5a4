import { describe, expect, it } from 'vitest';
import { arModelUrls, finishWords, readArChoice } from './ar-link';

/** The AR view's link (docs/product/ar.md#the-link) read back, and the model URLs made from it. */
describe('the AR link', () => {
  it('reads the artwork, size, frame and, when given, style and texture; the model URLs carry them all', () => {
    const choice = readArChoice(new URLSearchParams('artwork=SAMPLE&size=24x36&frame=classic&style=abstract&texture=metallic'));
    expect(choice).toEqual({ artwork: 'sample', size: '24x36', frame: 'classic', style: 'abstract', texture: 'metallic' });
    expect(arModelUrls(choice!)).toEqual({
      glb: '/api/ar/sample/model.glb?size=24x36&frame=classic&style=abstract&texture=metallic',
      usdz: '/api/ar/sample/model.usdz?size=24x36&frame=classic&style=abstract&texture=metallic',
    });
    expect(readArChoice(new URLSearchParams('artwork=sample&size=36x48&frame=none'))).toEqual({ artwork: 'sample', size: '36x48', frame: 'none' });
    expect(finishWords(choice!)).toEqual(['metallic finish', 'Abstract style']);
    expect(finishWords({})).toEqual([]);
  });

  it('is incomplete with anything missing or not the shop’s, a style or texture included', () => {
    for (const query of ['size=24x36&frame=none', 'artwork=sample&frame=none', 'artwork=sample&size=30x40&frame=none', 'artwork=x&size=24x36&frame=none', 'artwork=sample&size=24x36&frame=none&style=cubist', 'artwork=sample&size=24x36&frame=none&texture=']) {
      expect(readArChoice(new URLSearchParams(query)), query).toBeNull();
    }
  });
});

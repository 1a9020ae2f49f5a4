import { describe, expect, it } from 'vitest';
import { arFinishOf, arHref, arLinkFor, artStyleOfArStyle, AR_STYLES, AR_TEXTURES, textureOfArTexture } from './ar';
import { ART_STYLES, TEXTURES } from './options';

/** The AR view's link (docs/product/ar.md#the-link): the artwork's id and the options, nothing else. */
describe('AR links', () => {
  it('carry the size, frame, style and texture of the wall tab or an order line', () => {
    expect(arLinkFor('a'.repeat(24), { canvasSize: 'Medium (36x48)', frameStyle: 'Floating', artStyle: 'Color Scheme', texture: 'Metallic' })).toBe(
      `/ar?artwork=${'a'.repeat(24)}&size=36x48&frame=floating&style=color-scheme&texture=metallic`,
    );
    // Style and texture are left out when not chosen; the model is a plain matte canvas then.
    expect(arLinkFor('sample', { canvasSize: 'Small (24x36)', frameStyle: 'None', artStyle: '', texture: '' })).toBe('/ar?artwork=sample&size=24x36&frame=none');
    expect(arHref('sample', '48x72', 'classic', arFinishOf('', 'Textured'))).toBe('/ar?artwork=sample&size=48x72&frame=classic&texture=textured');
  });

  it('have no link without an artwork id, a frame, or for a Custom size', () => {
    expect(arLinkFor(null, { canvasSize: 'Medium (36x48)', frameStyle: 'Modern' })).toBeNull();
    expect(arLinkFor('sample', { canvasSize: 'Custom', frameStyle: 'Modern' })).toBeNull();
    expect(arLinkFor('sample', { canvasSize: 'Medium (36x48)', frameStyle: '' })).toBeNull();
  });

  it('spell every art style and texture of the shop, and read each back', () => {
    expect(AR_STYLES.map(artStyleOfArStyle)).toEqual([...ART_STYLES]);
    expect(AR_TEXTURES.map(textureOfArTexture)).toEqual([...TEXTURES]);
  });
});

import { AGING_MESSAGES, MAX_UPLOAD_BYTES, MESSAGES } from '@wallart/shared';
import { describe, expect, it } from 'vitest';
import type { StudioArtwork } from '../../../stores/studio-slice';
import { photoError, photorealisticArtwork, portraitLabel, serviceFallbackNotice, withReplacedPortrait, type AgedPortraits } from './face-rules';

const art = (url: string, label = 'Aged portrait, age 30'): StudioArtwork => ({
  imageId: null,
  url,
  fullUrl: url,
  width: 400,
  height: 500,
  vector: false,
  kind: 'face',
  label,
});

describe('face rules', () => {
  it('takes a PNG or JPEG up to the upload limit and names what is wrong otherwise', () => {
    expect(photoError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(photoError({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(photoError({ type: 'image/gif', size: 1000 })).toBe(MESSAGES.ageProgression.imageType);
    expect(photoError({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(MESSAGES.ageProgression.imageTooLarge);
  });

  it('labels a portrait by the prompt when there is one', () => {
    expect(portraitLabel('Grandpa', 40)).toBe('Grandpa, age 40');
    expect(portraitLabel('', 40)).toBe('Aged portrait, age 40');
  });

  it("shows the service's picture at its own size, labelled photorealistic", () => {
    expect(photorealisticArtwork(art('blob:a'), { url: 'blob:b', width: 512, height: 640 })).toEqual({
      ...art('blob:b', 'Aged portrait, age 30 (photorealistic)'),
      width: 512,
      height: 640,
    });
  });

  it('replaces one portrait only while the results are still those of the same photo', () => {
    const portraits: AgedPortraits = { before: { url: 'blob:before', estimatedAge: 30 }, results: [{ age: 30, artwork: art('blob:1') }, { age: 40, artwork: art('blob:2') }], ages: [30, 40] };
    const replaced = withReplacedPortrait(portraits, 'blob:before', 1, art('blob:3'));
    expect(replaced?.results.map((r) => r.artwork.url)).toEqual(['blob:1', 'blob:3']);
    expect(withReplacedPortrait(portraits, 'blob:other', 1, art('blob:3'))).toBe(portraits);
    expect(withReplacedPortrait(null, 'blob:before', 1, art('blob:3'))).toBeNull();
  });

  it('says nothing when the service made every portrait, and whether all or some fell back otherwise', () => {
    expect(serviceFallbackNotice(0, 4)).toBeNull();
    expect(serviceFallbackNotice(4, 4)).toBe(AGING_MESSAGES.fellBack);
    expect(serviceFallbackNotice(1, 4)).toBe(AGING_MESSAGES.partlyFellBack);
  });
});

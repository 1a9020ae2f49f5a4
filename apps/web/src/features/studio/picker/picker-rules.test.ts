import { describe, expect, it } from 'vitest';
import { ARTWORK_UPLOAD_MESSAGES, GENERATE_MESSAGES, MAX_ARTWORK_UPLOAD_BYTES, MAX_SEED, PROMPT_MESSAGES } from '@wallart/shared';
import { freshSeed, moreLikeSeed } from '../api/images-api';
import { parseSeed, promptError } from './describe-source';
import { artworkFileError } from './upload-source';

describe("'Describe it' rules", () => {
  it('wants a description of 3 to 500 characters', () => {
    expect(promptError('')).toBe(PROMPT_MESSAGES.required);
    expect(promptError('   ')).toBe(PROMPT_MESSAGES.required);
    expect(promptError(' ab ')).toBe(PROMPT_MESSAGES.tooShort);
    expect(promptError('sea')).toBeNull();
    expect(promptError('x'.repeat(500))).toBeNull();
    expect(promptError('x'.repeat(501))).toBe(PROMPT_MESSAGES.tooLong);
  });

  it('takes an empty seed (a new picture) or a whole number the server accepts', () => {
    expect(parseSeed('')).toEqual({ seed: undefined });
    expect(parseSeed(' 42 ')).toEqual({ seed: 42 });
    expect(parseSeed(String(MAX_SEED))).toEqual({ seed: MAX_SEED });
    for (const bad of ['1.5', '-1', 'abc', '1e3', String(MAX_SEED + 1), '99999999999']) expect(parseSeed(bad)).toEqual({ error: GENERATE_MESSAGES.seed });
  });

  it('makes seeds whose four neighbours stay in one composition family and within range', () => {
    for (const r of [0, 0.5, 0.999999]) {
      const seed = freshSeed(() => r);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed + 3).toBeLessThanOrEqual(MAX_SEED);
      expect(seed >>> 8).toBe((seed + 3) >>> 8);
    }
  });

  it("'More like this' keeps the family and skips the variations already shown", () => {
    const shown = [5000, 5001, 5002, 5003];
    let n = 0;
    const sequence = [(5000 % 256) / 252, 0.9];
    const seed = moreLikeSeed(5001, shown, () => sequence[n++ % 2]!);
    expect(seed >>> 8).toBe(5001 >>> 8);
    expect([0, 1, 2, 3].some((i) => shown.includes(seed + i))).toBe(false);
  });
});

describe('artwork upload rules (docs/product/studio.md#artwork-uploads messages, 20 MB)', () => {
  it('accepts JPEG, PNG, GIF and WEBP up to 20 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) expect(artworkFileError({ type, size: 1000 })).toBeNull();
    expect(artworkFileError({ type: 'image/png', size: MAX_ARTWORK_UPLOAD_BYTES })).toBeNull();
    expect(artworkFileError({ type: 'image/png', size: MAX_ARTWORK_UPLOAD_BYTES + 1 })).toBe(ARTWORK_UPLOAD_MESSAGES.tooLarge);
    expect(artworkFileError({ type: 'image/svg+xml', size: 100 })).toBe(ARTWORK_UPLOAD_MESSAGES.typeInvalid);
    expect(artworkFileError({ type: 'text/plain', size: 100 })).toBe(ARTWORK_UPLOAD_MESSAGES.typeInvalid);
    expect(artworkFileError({ type: 'image/png', size: 0 })).toBe(ARTWORK_UPLOAD_MESSAGES.fileRequired);
  });
});

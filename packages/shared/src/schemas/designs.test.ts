import { describe, expect, it } from 'vitest';
import { artworkSizeInches, DESIGN_MESSAGES } from '../designs-rules';
import { artworkOptionsSchema, createDesignBodySchema, updateDesignBodySchema } from './designs';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const IMAGE = 'a'.repeat(24);
const options = { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Large (48x72)', frameStyle: 'Classic' };

describe('artwork options', () => {
  it('keeps a custom size only with Custom', () => {
    expect(artworkOptionsSchema.parse({ ...options, customWidthInches: 30, customHeightInches: 40 })).toEqual({
      ...options,
      customWidthInches: null,
      customHeightInches: null,
    });
    expect(artworkOptionsSchema.parse({ ...options, canvasSize: 'Custom', customWidthInches: 30, customHeightInches: 40.5 })).toMatchObject({
      customWidthInches: 30,
      customHeightInches: 40.5,
    });
  });

  it.each([
    [{ canvasSize: 'Custom' }, DESIGN_MESSAGES.customSizeRequired],
    [{ canvasSize: 'Custom', customWidthInches: 0, customHeightInches: 30 }, DESIGN_MESSAGES.customSize],
    [{ canvasSize: 'Custom', customWidthInches: 10_000, customHeightInches: 30 }, DESIGN_MESSAGES.customSize],
    [{ canvasSize: 'Custom', customWidthInches: -20, customHeightInches: 30 }, DESIGN_MESSAGES.customSize],
  ])('refuses %j', (size, message) => {
    expect(firstMessage(artworkOptionsSchema.safeParse({ ...options, ...size }))).toBe(message);
  });

  it('gives the real size in inches', () => {
    expect(artworkSizeInches({ canvasSize: 'Medium (36x48)', customWidthInches: null, customHeightInches: null })).toEqual({ width: 36, height: 48 });
    expect(artworkSizeInches({ canvasSize: 'Custom', customWidthInches: 20, customHeightInches: 30 })).toEqual({ width: 20, height: 30 });
    expect(artworkSizeInches({ canvasSize: '', customWidthInches: null, customHeightInches: null })).toBeNull();
  });
});

describe('saved design body', () => {
  it('takes image ids, options, wall and placement', () => {
    const body = createDesignBodySchema.parse({
      image: IMAGE.toUpperCase(),
      previewImage: 'b'.repeat(24),
      options,
      wallId: 'c'.repeat(24),
      placement: { x: 0.5, y: 0.4, corners: [{ x: 0.4, y: 0.3 }, { x: 0.6, y: 0.3 }, { x: 0.6, y: 0.5 }, { x: 0.4, y: 0.5 }] },
      price: '84.99',
    });
    expect(body.image).toBe(IMAGE);
    expect(body.options.canvasSize).toBe('Large (48x72)');
  });

  it.each([
    ['a data URL as the image', { image: 'data:image/png;base64,AAAA', options }, DESIGN_MESSAGES.imageIdRequired],
    ['a URL as the preview', { image: IMAGE, previewImage: '/uploads/x.webp', options }, DESIGN_MESSAGES.imageIdRequired],
    ['a negative price', { image: IMAGE, options, price: -1 }, undefined],
    ['a blank name', { image: IMAGE, options, name: '  ' }, DESIGN_MESSAGES.nameRequired],
    ['a placement far off the wall', { image: IMAGE, options, placement: { x: 50, y: 0 } }, undefined],
  ])('refuses %s', (_label, body, message) => {
    const result = createDesignBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    if (message) expect(firstMessage(result)).toBe(message);
  });

  it('an update needs at least one field', () => {
    expect(firstMessage(updateDesignBodySchema.safeParse({}))).toBe(DESIGN_MESSAGES.nothingToUpdate);
    expect(updateDesignBodySchema.parse({ name: 'Hall art' })).toEqual({ name: 'Hall art' });
  });
});

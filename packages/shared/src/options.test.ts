import { describe, expect, it } from 'vitest';
import {
  ART_STYLES,
  CANVAS_SIZE_INCHES,
  CANVAS_SIZES,
  EMPTY_DESIGN_OPTIONS,
  FRAME_STYLES,
  TEXTURES,
  canvasAreaSqFt,
  canvasSizeFeet,
  isArtStyle,
  isCanvasSize,
  isCompleteDesignOptions,
  isFrameStyle,
  isTexture,
  sameDesignOptions,
  type DesignOptions,
} from './options';

const complete: DesignOptions = { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Small (24x36)', frameStyle: 'None' };

describe('option lists (docs/product/visualizer.md#design-options)', () => {
  it('lists the options in the spec order', () => {
    expect(ART_STYLES).toEqual(['Color Scheme', 'Abstract', 'Minimalist', 'Photorealistic']);
    expect(TEXTURES).toEqual(['Smooth', 'Textured', 'Metallic', 'Matte']);
    expect(CANVAS_SIZES).toEqual(['Small (24x36)', 'Medium (36x48)', 'Large (48x72)', 'Custom']);
    expect(FRAME_STYLES).toEqual(['Modern', 'Classic', 'Floating', 'None']);
  });

  it('type guards accept list members only', () => {
    expect(isArtStyle('Abstract')).toBe(true);
    expect(isArtStyle('abstract')).toBe(false);
    expect(isTexture('Metallic')).toBe(true);
    expect(isTexture('')).toBe(false);
    expect(isCanvasSize('Custom')).toBe(true);
    expect(isCanvasSize('Huge')).toBe(false);
    expect(isFrameStyle('None')).toBe(true);
    expect(isFrameStyle(null)).toBe(false);
  });
});

describe('design options', () => {
  it('start unselected', () => {
    expect(EMPTY_DESIGN_OPTIONS).toEqual({ artStyle: '', texture: '', canvasSize: '', frameStyle: '' });
    expect(Object.isFrozen(EMPTY_DESIGN_OPTIONS)).toBe(true);
    expect(isCompleteDesignOptions(EMPTY_DESIGN_OPTIONS)).toBe(false);
  });

  it('are complete only when all four are chosen', () => {
    expect(isCompleteDesignOptions(complete)).toBe(true);
    for (const key of ['artStyle', 'texture', 'canvasSize', 'frameStyle'] as const) {
      expect(isCompleteDesignOptions({ ...complete, [key]: '' })).toBe(false);
    }
  });

  it('compare all four options', () => {
    expect(sameDesignOptions(complete, { ...complete })).toBe(true);
    expect(sameDesignOptions(complete, { ...complete, texture: 'Smooth' })).toBe(false);
    expect(sameDesignOptions(complete, { ...complete, frameStyle: '' })).toBe(false);
  });
});

describe('canvas dimensions', () => {
  it('reads the inches from the labels', () => {
    for (const size of CANVAS_SIZES) {
      const dims = CANVAS_SIZE_INCHES[size];
      if (size === 'Custom') expect(dims).toBeNull();
      else expect(size).toContain(`(${dims!.width}x${dims!.height})`);
    }
  });

  it('gives feet and square feet', () => {
    expect(canvasSizeFeet('Small (24x36)')).toEqual({ width: 2, height: 3 });
    expect(canvasSizeFeet('Large (48x72)')).toEqual({ width: 4, height: 6 });
    expect(canvasAreaSqFt('Small (24x36)')).toBe(6);
    expect(canvasAreaSqFt('Medium (36x48)')).toBe(12);
    expect(canvasAreaSqFt('Large (48x72)')).toBe(24);
  });

  it('has no size for Custom or unselected', () => {
    expect(canvasSizeFeet('Custom')).toBeNull();
    expect(canvasSizeFeet('')).toBeNull();
    expect(canvasAreaSqFt('Custom')).toBeNull();
    expect(canvasAreaSqFt('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DESIGN_MESSAGES } from '@wallart/shared';
import { canvasInches, customDimensions, customSizeProblem, formatInches, framedInches, parseCustomInches } from './art-size';

const noCustom = { width: '', height: '' };

describe('canvas size in inches', () => {
  it('takes the preset sizes as labelled, portrait', () => {
    expect(canvasInches({ canvasSize: 'Small (24x36)' }, noCustom)).toEqual({ width: 24, height: 36 });
    expect(canvasInches({ canvasSize: 'Large (48x72)' }, noCustom)).toEqual({ width: 48, height: 72 });
  });

  it('shows Medium until a size is chosen', () => {
    expect(canvasInches({ canvasSize: '' }, noCustom)).toEqual({ width: 36, height: 48 });
  });

  it('takes a custom size as typed, within 6 to 240 inches', () => {
    expect(canvasInches({ canvasSize: 'Custom' }, { width: '30', height: '20.5' })).toEqual({ width: 30, height: 20.5 });
    expect(canvasInches({ canvasSize: 'Custom' }, { width: '0', height: '20' })).toBeNull();
    expect(customDimensions({ width: '10000', height: '20' })).toBeNull();
    expect(parseCustomInches('-12')).toBeNull();
    expect(parseCustomInches('1e2')).toBeNull();
    expect(parseCustomInches(' 240 ')).toBe(240);
    expect(parseCustomInches('240.01')).toBeNull();
    expect(parseCustomInches('5.99')).toBeNull();
  });

  it('says what is wrong with a custom size, in the shared design rules\' words', () => {
    expect(customSizeProblem(noCustom)).toBe(DESIGN_MESSAGES.customSizeRequired);
    expect(customSizeProblem({ width: '30', height: ' ' })).toBe(DESIGN_MESSAGES.customSizeRequired);
    expect(customSizeProblem({ width: '10000', height: '0' })).toBe(DESIGN_MESSAGES.customSize);
    expect(customSizeProblem({ width: 'abc', height: '20' })).toBe(DESIGN_MESSAGES.customSize);
    expect(customSizeProblem({ width: '30', height: '20' })).toBeNull();
  });

  it('adds the moulding and the floating gap on every side', () => {
    expect(framedInches({ width: 24, height: 36 }, 'Classic')).toEqual({ width: 29, height: 41 });
    expect(framedInches({ width: 24, height: 36 }, 'Floating')).toEqual({ width: 26.25, height: 38.25 });
    expect(framedInches({ width: 24, height: 36 }, 'None')).toEqual({ width: 24, height: 36 });
    expect(framedInches({ width: 24, height: 36 }, '')).toEqual({ width: 24, height: 36 });
  });

  it('formats a size', () => {
    expect(formatInches({ width: 24, height: 36.25 })).toBe('24 × 36.3 in');
  });
});

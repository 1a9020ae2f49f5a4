import { describe, expect, it } from 'vitest';
import { designOptionsSchema } from './design-options';

describe('designOptionsSchema', () => {
  it('accepts list values and unselected options', () => {
    const options = { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Custom', frameStyle: 'None' };
    expect(designOptionsSchema.parse(options)).toEqual(options);
    expect(designOptionsSchema.parse({})).toEqual({ artStyle: '', texture: '', canvasSize: '', frameStyle: '' });
  });

  it('rejects values outside the lists', () => {
    expect(designOptionsSchema.safeParse({ canvasSize: 'Huge' }).success).toBe(false);
    expect(designOptionsSchema.safeParse({ frameStyle: 'none' }).success).toBe(false);
  });
});

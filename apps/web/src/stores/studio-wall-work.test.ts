import { describe, expect, it } from 'vitest';
import { initialWallWork, isPristineWallWork, readWallWork, wallWorkReducer, type WallWork } from './studio-wall-work';
import { testPlacement } from '../testing/studio-fixtures';

const placement = testPlacement;

describe('wall tab work (docs/product/visualizer.md#wall-art-flow wall-art flow)', () => {
  it('starts with every option at its placeholder and nothing visualized', () => {
    expect(initialWallWork.options).toEqual({ artStyle: '', texture: '', canvasSize: '', frameStyle: '' });
    expect(initialWallWork.visualized).toBe(false);
  });

  it('takes only the listed option values', () => {
    const a = wallWorkReducer(initialWallWork, { type: 'optionChanged', key: 'frameStyle', value: 'Classic' });
    expect(a.options.frameStyle).toBe('Classic');
    expect(wallWorkReducer(a, { type: 'optionChanged', key: 'frameStyle', value: 'Gold leaf' })).toBe(a);
    expect(wallWorkReducer(a, { type: 'optionChanged', key: 'frameStyle', value: '' }).options.frameStyle).toBe('');
  });

  it('visualizes, then Try Again resets everything but the wall', () => {
    let s = wallWorkReducer(initialWallWork, { type: 'wallChosen', wallId: 'w2' });
    s = wallWorkReducer(s, { type: 'optionChanged', key: 'texture', value: 'Matte' });
    s = wallWorkReducer(s, { type: 'visualized', placement });
    expect(s.visualized).toBe(true);
    const reset = wallWorkReducer(s, { type: 'reset' });
    expect(reset).toEqual({ ...initialWallWork, wallId: 'w2' });
  });

  it('drops the visualization when a new image comes from outside', () => {
    let s = wallWorkReducer(initialWallWork, { type: 'optionChanged', key: 'texture', value: 'Matte' });
    s = wallWorkReducer(s, { type: 'visualized', placement });
    s = wallWorkReducer(s, { type: 'artworkReplaced' });
    expect(s.visualized).toBe(false);
    expect(s.placement).toBeNull();
    expect(s.options.texture).toBe('Matte');
  });

  it('hangs the art again when another wall is chosen', () => {
    const s = wallWorkReducer({ ...initialWallWork, visualized: true, placement }, { type: 'wallChosen', wallId: 'w3' });
    expect(s.placement).toBeNull();
    expect(s.visualized).toBe(true);
  });

  it('switches the room light', () => {
    const s = wallWorkReducer({ ...initialWallWork, placement }, { type: 'lightingToggled' });
    expect(s.placement?.lighting).toBe(false);
  });
});

describe('wall work read back from storage', () => {
  it('gives back work that is ours', () => {
    const work: WallWork = { ...initialWallWork, visualized: true, placement, wallId: 'w2', options: { ...initialWallWork.options, frameStyle: 'Floating' } };
    expect(readWallWork(JSON.parse(JSON.stringify(work)))).toEqual(work);
  });

  it('ignores what is not ours', () => {
    expect(readWallWork({ options: { frameStyle: '<script>' } })).toBeNull();
    expect(readWallWork('not work')).toBeNull();
    expect(readWallWork({ ...initialWallWork, visualized: true, placement: { corners: 'x' }, options: { frameStyle: 'Gold leaf' } })).toMatchObject({ placement: null, options: { frameStyle: '' } });
  });

  it('counts a wall choice alone as no work', () => {
    expect(isPristineWallWork({ ...initialWallWork, wallId: 'w2' })).toBe(true);
    expect(isPristineWallWork({ ...initialWallWork, custom: { width: '20', height: '' } })).toBe(false);
  });
});

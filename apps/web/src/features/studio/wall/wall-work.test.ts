import { beforeEach, describe, expect, it } from 'vitest';
import { initialWallWork, saveWallWorkSnapshot, takeWallWorkSnapshot, wallWorkReducer, type WallWork } from './wall-work';

const placement = {
  corners: [
    { x: 0.4, y: 0.3 },
    { x: 0.6, y: 0.3 },
    { x: 0.6, y: 0.6 },
    { x: 0.4, y: 0.6 },
  ],
  sizeInches: { width: 24, height: 36 },
  perspective: false,
  lighting: true,
} as const;

describe('wall tab work (SPEC §4 wall-art flow)', () => {
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

describe('work kept across the sign-in detour', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read back once', () => {
    const work: WallWork = { ...initialWallWork, visualized: true, placement, options: { ...initialWallWork.options, frameStyle: 'Floating' } };
    saveWallWorkSnapshot({ work, artwork: null });
    expect(takeWallWorkSnapshot()?.work).toEqual(work);
    expect(takeWallWorkSnapshot()).toBeNull();
  });

  it('ignores what is not ours', () => {
    sessionStorage.setItem('wallart:wall-work', '{"work":{"options":{"frameStyle":"<script>"}}}');
    expect(takeWallWorkSnapshot()).toBeNull();
    sessionStorage.setItem('wallart:wall-work', 'not json');
    expect(takeWallWorkSnapshot()).toBeNull();
  });
});

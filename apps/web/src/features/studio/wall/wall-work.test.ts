import { beforeEach, describe, expect, it } from 'vitest';
import { clearWallWorkSnapshot, initialWallWork, readWallWorkSnapshot, restoredWallWork, saveWallWorkSnapshot, wallWorkReducer, type WallWork } from './wall-work';

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

describe('work kept in the browser tab (reload, Back, the sign-in detour; decision 018)', () => {
  beforeEach(() => sessionStorage.clear());
  const art = { imageId: '65f0c0ffee0000000000c001', url: '/uploads/a.webp', fullUrl: '/uploads/a.png', width: 800, height: 800, vector: false, kind: 'upload', label: 'Your upload' } as const;

  it('is read back until cleared', () => {
    const work: WallWork = { ...initialWallWork, visualized: true, placement, options: { ...initialWallWork.options, frameStyle: 'Floating' } };
    saveWallWorkSnapshot({ work, artwork: art });
    expect(readWallWorkSnapshot()).toEqual({ work, artwork: art });
    expect(readWallWorkSnapshot()?.work).toEqual(work);
    clearWallWorkSnapshot();
    expect(readWallWorkSnapshot()).toBeNull();
  });

  it('keeps nothing for pristine work (a wall choice alone is not work)', () => {
    saveWallWorkSnapshot({ work: { ...initialWallWork, options: { ...initialWallWork.options, texture: 'Matte' } }, artwork: null });
    saveWallWorkSnapshot({ work: { ...initialWallWork, wallId: 'w2' }, artwork: null });
    expect(readWallWorkSnapshot()).toBeNull();
  });

  it('gives the kept work back for its artwork; for another artwork or none, the choices without the visualization', () => {
    const work: WallWork = { ...initialWallWork, visualized: true, placement, options: { ...initialWallWork.options, texture: 'Matte' } };
    saveWallWorkSnapshot({ work, artwork: art });
    expect(restoredWallWork(art)).toEqual(work);
    for (const other of [null, { ...art, imageId: null, url: 'blob:x', fullUrl: 'blob:x' }]) {
      const restored = restoredWallWork(other);
      expect(restored).toMatchObject({ visualized: false, placement: null });
      expect(restored.options.texture).toBe('Matte');
    }
    clearWallWorkSnapshot();
    expect(restoredWallWork(art)).toEqual(initialWallWork);
  });

  it('ignores what is not ours', () => {
    sessionStorage.setItem('wallart:wall-work', '{"work":{"options":{"frameStyle":"<script>"}}}');
    expect(readWallWorkSnapshot()).toBeNull();
    sessionStorage.setItem('wallart:wall-work', 'not json');
    expect(readWallWorkSnapshot()).toBeNull();
    sessionStorage.setItem('wallart:wall-work', JSON.stringify({ artwork: null, work: { ...initialWallWork, visualized: true, placement: { corners: 'x' }, options: { frameStyle: 'Gold leaf' } } }));
    expect(readWallWorkSnapshot()?.work).toMatchObject({ placement: null, options: { frameStyle: '' } });
  });
});

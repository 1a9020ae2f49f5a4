import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from './store';
import { clearStudioWork, keepStudioWork, readStudioWork } from './studio-session';
import { artworkChosen, initialStudioState, startedOver, studioStateFromSession, tabChanged, wallWorkChanged, type StudioArtwork } from './studio-slice';
import { initialWallWork, type WallWork } from './studio-wall-work';
import { testPlacement } from '../testing/studio-fixtures';

const KEY = 'wallart:wall-work';
const art: StudioArtwork = { imageId: '65f0c0ffee0000000000c001', url: '/uploads/a.webp', fullUrl: '/uploads/a.png', width: 800, height: 800, vector: false, kind: 'upload', label: 'Your upload' };
const placement = testPlacement;

afterEach(() => sessionStorage.clear());

describe("the studio's work kept in the browser tab (reload, Back, the sign-in detour; decision 054)", () => {
  it('every change is written, and a new page starts from it: the artwork, the work and the wall tab', () => {
    const store = createAppStore();
    store.dispatch(artworkChosen(art));
    store.dispatch(wallWorkChanged({ type: 'optionChanged', key: 'frameStyle', value: 'Floating' }));
    store.dispatch(wallWorkChanged({ type: 'visualized', placement }));
    store.dispatch(wallWorkChanged({ type: 'adjustingToggled' }));
    const work = store.getState().studio.wall;

    // A reload: 'Adjust perspective' starts off, the rest comes back as it was.
    expect(studioStateFromSession()).toEqual({ ...initialStudioState, artwork: art, tab: 'wall', wall: { ...work, adjusting: false } });
  });

  it('writes nothing but an unchanged studio (a tab switch is not work)', () => {
    const store = createAppStore();
    store.dispatch(tabChanged('wall'));
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps nothing for pristine work (a wall choice alone is not work) and nothing after Try Again', () => {
    keepStudioWork({ artwork: null, work: { ...initialWallWork, wallId: 'w2' } });
    expect(sessionStorage.getItem(KEY)).toBeNull();

    const store = createAppStore();
    store.dispatch(artworkChosen(art));
    store.dispatch(wallWorkChanged({ type: 'optionChanged', key: 'texture', value: 'Matte' }));
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    store.dispatch(startedOver());
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(studioStateFromSession()).toEqual(initialStudioState);
  });

  it('keeps a reference to the artwork, never a data: URL', () => {
    const work: WallWork = { ...initialWallWork, options: { ...initialWallWork.options, texture: 'Matte' } };
    keepStudioWork({ work, artwork: { ...art, imageId: null, url: 'data:image/png;base64,AAAA', fullUrl: 'data:image/png;base64,AAAA' } });
    expect(sessionStorage.getItem(KEY)).not.toContain('data:');
    expect(studioStateFromSession()).toMatchObject({ artwork: null, tab: 'wall', wall: work });
  });

  it('brings back the choices without the visualisation when the artwork was a blob: render of the last page', () => {
    const portrait = { ...art, imageId: null, url: 'blob:x', fullUrl: 'blob:x', kind: 'face' as const };
    const work: WallWork = { ...initialWallWork, visualized: true, placement, options: { ...initialWallWork.options, texture: 'Matte' } };
    keepStudioWork({ artwork: portrait, work });
    expect(readStudioWork()).toEqual({ artwork: portrait, work });
    expect(studioStateFromSession()).toMatchObject({ artwork: null, tab: 'wall', wall: { visualized: false, placement: null, options: { texture: 'Matte' } } });
  });

  it('ignores what is not ours, and forgets on clear', () => {
    sessionStorage.setItem(KEY, 'not json');
    expect(studioStateFromSession()).toEqual(initialStudioState);
    sessionStorage.setItem(KEY, JSON.stringify({ artwork: { url: 'javascript:alert(1)', kind: 'virus' }, work: initialWallWork }));
    expect(readStudioWork()).toEqual({ artwork: null, work: initialWallWork });
    clearStudioWork();
    expect(readStudioWork()).toBeNull();
  });
});

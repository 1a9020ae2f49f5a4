import { describe, expect, it } from 'vitest';
import { artworkChosen, artworkCleared, initialStudioState, studioReducer, tabChanged, type StudioArtwork } from './studio-slice';
import { signOut } from './user-slice';

const art: StudioArtwork = {
  imageId: null,
  url: 'blob:a',
  fullUrl: 'blob:a',
  width: 512,
  height: 512,
  vector: false,
  kind: 'face',
  label: 'Aged 40',
};

describe('studio slice', () => {
  it('starts on the face tab with no artwork', () => {
    expect(studioReducer(undefined, { type: 'init' })).toEqual(initialStudioState);
    expect(initialStudioState.tab).toBe('face');
  });

  it('a chosen artwork replaces the previous one and bumps the version, even when it is the same image', () => {
    const once = studioReducer(initialStudioState, artworkChosen(art));
    const twice = studioReducer(once, artworkChosen(art));
    expect(twice.artwork).toEqual(art);
    expect(twice.artworkVersion).toBe(2);
  });

  it('switches tabs and clears the artwork', () => {
    const state = studioReducer(studioReducer(initialStudioState, artworkChosen(art)), tabChanged('wall'));
    expect(state.tab).toBe('wall');
    const cleared = studioReducer(state, artworkCleared());
    expect(cleared.artwork).toBeNull();
    expect(cleared.artworkVersion).toBe(2);
  });

  it('a sign-out leaves a blank studio for the next person (the wall tab resets)', () => {
    const working = studioReducer(studioReducer(initialStudioState, artworkChosen(art)), tabChanged('wall'));
    const after = studioReducer(working, signOut());
    expect(after.artwork).toBeNull();
    expect(after.tab).toBe('face');
    expect(after.artworkVersion).toBeGreaterThan(working.artworkVersion);
  });
});

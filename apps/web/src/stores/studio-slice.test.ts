import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '../testing/render-route';
import { createAppStore } from './store';
import {
  artworkChosen,
  describeDraftChanged,
  initialStudioState,
  MAX_VISIT_FACES,
  selectDescribeDraft,
  selectVisitFaces,
  startedOver,
  studioReducer,
  tabChanged,
  visitFacesAdded,
  wallWorkChanged,
  type StudioArtwork,
} from './studio-slice';
import { initialWallWork } from './studio-wall-work';
import { sessionEnded, signInSuccess, signOut } from './user-slice';
import { testPlacement } from '../testing/studio-fixtures';

const art: StudioArtwork = { imageId: 'a'.repeat(24), url: '/uploads/a.webp', fullUrl: '/uploads/a.png', width: 512, height: 512, vector: false, kind: 'upload', label: 'Sunset' };
const face = (n: number): StudioArtwork => ({ imageId: null, url: `blob:face-${n}`, fullUrl: `blob:face-${n}`, width: 512, height: 512, vector: false, kind: 'face', label: `Aged ${n}` });
const placement = testPlacement;

/** A store with an artwork on the wall: options chosen, a wall, the art hung. */
function storeWithWork() {
  const store = createAppStore();
  store.dispatch(artworkChosen(art));
  store.dispatch(tabChanged('wall'));
  store.dispatch(wallWorkChanged({ type: 'optionChanged', key: 'texture', value: 'Matte' }));
  store.dispatch(wallWorkChanged({ type: 'wallChosen', wallId: 'w2' }));
  store.dispatch(wallWorkChanged({ type: 'visualized', placement }));
  return store;
}

afterEach(() => sessionStorage.clear());

describe('studio slice: the artwork and the wall work (decision 054)', () => {
  it('starts on the face tab with no artwork and no work', () => {
    expect(studioReducer(undefined, { type: 'init' })).toEqual(initialStudioState);
    expect(initialStudioState).toMatchObject({ tab: 'face', artwork: null, wall: initialWallWork, visitFaces: [] });
  });

  it('a chosen artwork drops the visualisation but keeps the choices, even when it is the same image (docs/product/visualizer.md#wall-art-flow step 7)', () => {
    const store = storeWithWork();
    expect(store.getState().studio.wall.visualized).toBe(true);
    store.dispatch(artworkChosen(art));
    expect(store.getState().studio.wall).toMatchObject({ visualized: false, placement: null, wallId: 'w2', options: { texture: 'Matte' } });
  });

  it('Try Again forgets the artwork and every choice but the wall', () => {
    const store = storeWithWork();
    store.dispatch(startedOver());
    expect(store.getState().studio.artwork).toBeNull();
    expect(store.getState().studio.wall).toEqual({ ...initialWallWork, wallId: 'w2' });
  });
});

describe("studio slice: the 'Describe it' draft belongs to whoever wrote it", () => {
  it("carries a guest's draft over a sign-in", () => {
    const store = createAppStore();
    store.dispatch(describeDraftChanged({ userId: null, change: { prompt: 'a red boat' } }));
    store.dispatch(signInSuccess(testUser({ _id: 'u1' })));
    expect(selectDescribeDraft(store.getState()).prompt).toBe('a red boat');
  });

  it("hides a signed-in customer's draft from anyone else, and a guest's new draft starts blank", () => {
    const store = createAppStore();
    store.dispatch(signInSuccess(testUser({ _id: 'u1' })));
    store.dispatch(describeDraftChanged({ userId: 'u1', change: { prompt: 'my secret cat', seedText: '42' } }));
    expect(selectDescribeDraft(store.getState())).toMatchObject({ ownerId: 'u1', prompt: 'my secret cat' });
    // The session ends without a sign-out (a start-up without a token): the draft stays, unseen.
    store.dispatch(sessionEnded());
    expect(selectDescribeDraft(store.getState()).prompt).toBe('');
    store.dispatch(signInSuccess(testUser({ _id: 'u2' })));
    expect(selectDescribeDraft(store.getState()).prompt).toBe('');
    store.dispatch(describeDraftChanged({ userId: 'u2', change: { prompt: 'boats' } }));
    expect(selectDescribeDraft(store.getState())).toMatchObject({ ownerId: 'u2', prompt: 'boats', seedText: '' });
  });
});

describe("studio slice: the visit's aged portraits", () => {
  it(`keeps the newest ${MAX_VISIT_FACES}, newest first`, () => {
    const store = createAppStore();
    store.dispatch(visitFacesAdded([1, 2, 3, 4].map(face)));
    for (let n = 5; n <= 30; n += 1) store.dispatch(visitFacesAdded([face(n)]));
    const kept = selectVisitFaces(store.getState());
    expect(kept).toHaveLength(MAX_VISIT_FACES);
    expect(kept[0]?.label).toBe('Aged 30');
    expect(kept.at(-1)?.label).toBe('Aged 7');
  });
});

describe('studio slice: a sign-out leaves a blank studio for the next person (issue 20)', () => {
  it('forgets the artwork, the tab, the wall work, the draft and the portraits, and the kept entry', () => {
    const store = storeWithWork();
    store.dispatch(signInSuccess(testUser({ _id: 'u1' })));
    store.dispatch(describeDraftChanged({ userId: null, change: { prompt: 'a guest prompt' } }));
    store.dispatch(visitFacesAdded([face(1)]));
    expect(sessionStorage.getItem('wallart:wall-work')).not.toBeNull();
    store.dispatch(signOut());
    expect(store.getState().studio).toEqual(initialStudioState);
    expect(sessionStorage.getItem('wallart:wall-work')).toBeNull();
  });

  it('keeps everything when the session only ended (start-up without a token): a reload must not empty the studio', () => {
    const store = storeWithWork();
    store.dispatch(signInSuccess(testUser({ _id: 'u1' })));
    store.dispatch(visitFacesAdded([face(1)]));
    const before = store.getState().studio;
    store.dispatch(sessionEnded());
    expect(store.getState().user.currentUser).toBeNull();
    expect(store.getState().studio).toBe(before);
    expect(sessionStorage.getItem('wallart:wall-work')).toContain('/uploads/a.png');
  });
});

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ensureSlice } from './lazy-slices';
import { readStudioWork } from './studio-session';
import { signOut } from './user-slice';

/**
 * The artwork handed between the studio's parts (decision 018): the picker and the face tab choose
 * it, the wall tab shows, prices and visualises it. `imageId` is the server's image id once the
 * artwork is stored (null for an artwork that lives only in this tab, e.g. an aged face).
 */
export interface StudioArtwork {
  imageId: string | null;
  url: string;
  fullUrl: string;
  width: number;
  height: number;
  /** Vector artwork prints sharp at any canvas size. */
  vector: boolean;
  kind: 'upload' | 'generated' | 'face' | 'sample';
  label: string;
}

export type StudioTab = 'face' | 'wall';

export interface StudioState {
  artwork: StudioArtwork | null;
  /** SPEC §2 "Generator section": 'Generate Face' is the default tab. */
  tab: StudioTab;
  /** Bumped on every choice, so the wall tab resets its visualisation even for the same image (SPEC §4 "Wall-art flow" 7). */
  artworkVersion: number;
}

export const initialStudioState: StudioState = { artwork: null, tab: 'face', artworkVersion: 0 };

/**
 * The state a page starts with (decision 018): the wall tab's work kept in this browser tab
 * (studio-session.ts) brings its artwork back and opens the wall tab; without it, the blank state.
 * A `blob:` artwork (an aged portrait) died with the page that made it: the options come back
 * without it.
 */
export function studioStateFromSession(): StudioState {
  const kept = readStudioWork();
  if (!kept) return initialStudioState;
  const artwork = kept.artwork && !kept.artwork.url.startsWith('blob:') && !kept.artwork.fullUrl.startsWith('blob:') ? kept.artwork : null;
  return { ...initialStudioState, artwork, tab: 'wall' };
}

/** Read once, when this module loads: that is when the page (re)starts, as far as the studio knows. */
const startState = studioStateFromSession();

export const studioSlice = createSlice({
  name: 'studio',
  initialState: startState,
  reducers: {
    artworkChosen(state, action: PayloadAction<StudioArtwork>) {
      state.artwork = action.payload;
      state.artworkVersion += 1;
    },
    tabChanged(state, action: PayloadAction<StudioTab>) {
      state.tab = action.payload;
    },
    artworkCleared(state) {
      state.artwork = null;
      state.artworkVersion += 1;
    },
  },
  extraReducers: (builder) => {
    // Issue 20: the next person at a shared computer finds a blank studio.
    builder.addCase(signOut, (state) => ({ ...initialStudioState, artworkVersion: state.artworkVersion + 1 }));
  },
});

export const { artworkChosen, tabChanged, artworkCleared } = studioSlice.actions;
export const studioReducer = studioSlice.reducer;

// Joins the browser's store when the first studio screen loads (see lazy-slices.ts).
ensureSlice(studioSlice);

// An injected slice has no state until the next action reaches the store: read its initial state until then.
type WithStudio = { studio?: StudioState };
const studioOf = (state: WithStudio) => state.studio ?? startState;
export const selectStudioArtwork = (state: WithStudio) => studioOf(state).artwork;
export const selectStudioTab = (state: WithStudio) => studioOf(state).tab;
export const selectStudioArtworkVersion = (state: WithStudio) => studioOf(state).artworkVersion;

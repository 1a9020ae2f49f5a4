import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ArtStyle, ArtworkImage, GenerateImagesBody, GenerationEngine } from '@wallart/shared';
import { ensureSlice } from './lazy-slices';
import { readStudioWork, studioSessionMiddleware } from './studio-session';
import { initialWallWork, wallWorkReducer, type WallWork, type WallWorkAction } from './studio-wall-work';
import { selectCurrentUserId, signOut, type UserState } from './user-slice';

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

/** What Generate asked for, kept with its variations so 'More like this' asks for the same again. */
export type DescribeRequest = Omit<GenerateImagesBody, 'seed' | 'count'>;

/**
 * The 'Describe it' form and its last variations (issue 11, decision 020): Radix unmounts a tab's
 * panel and the dialog its content, so they live here for the visit (memory only), owned by whoever
 * made them: a guest's draft carries over a sign-in; a signed-in customer's is shown to nobody else.
 */
export interface DescribeDraft {
  /** The user id the draft belongs to; null for a guest. */
  ownerId: string | null;
  prompt: string;
  style: ArtStyle;
  paletteName: string;
  seedText: string;
  /** The last variations, with which of the prompt's words were drawn and which could not be (issue 20). */
  results: { request: DescribeRequest; images: ArtworkImage[]; drawn?: string[] | null; notDrawn?: string[] | null } | null;
  /** The engine the server last said it draws with; null until a Generate answered. */
  engine: GenerationEngine | null;
  /** The selected variation's index in `results.images`. */
  selected: number;
}

export type DescribeDraftChange = Partial<Omit<DescribeDraft, 'ownerId'>>;

export const blankDescribeDraft: DescribeDraft = {
  ownerId: null,
  prompt: '',
  style: 'Color Scheme',
  paletteName: 'From your words',
  seedText: '',
  results: null,
  selected: 0,
  engine: null,
};

/** At most this many aged portraits are kept, so a long visit does not hold every render in memory. */
export const MAX_VISIT_FACES = 24;

/** All of the studio's state, in this one slice (decision 054). */
export interface StudioState {
  artwork: StudioArtwork | null;
  /** docs/product/studio.md#generator-tabs: 'Generate Face' is the default tab. */
  tab: StudioTab;
  /** The wall tab's work (stores/studio-wall-work.ts), kept in the browser tab by studio-session.ts. */
  wall: WallWork;
  describeDraft: DescribeDraft;
  /**
   * The aged portraits made during this visit, newest first, for the picker's 'Generated faces'.
   * Memory only (object URLs of canvas renders): docs/product/studio.md#face-tab calls no server.
   */
  visitFaces: StudioArtwork[];
}

export const initialStudioState: StudioState = { artwork: null, tab: 'face', wall: initialWallWork, describeDraft: blankDescribeDraft, visitFaces: [] };

const sameArtwork = (a: StudioArtwork | null, b: StudioArtwork | null) => a !== null && b !== null && a.url === b.url && a.imageId === b.imageId;

/**
 * The state a page starts with (decision 018): the work kept in this browser tab
 * (studio-session.ts) brings its artwork back and opens the wall tab; without it, the blank state.
 * A `blob:` artwork (an aged portrait) died with the page that made it: the options come back
 * without it and without the visualisation, as for any new image (docs/product/visualizer.md#wall-art-flow 7).
 */
export function studioStateFromSession(): StudioState {
  const kept = readStudioWork();
  if (!kept) return initialStudioState;
  const artwork = kept.artwork && !kept.artwork.url.startsWith('blob:') && !kept.artwork.fullUrl.startsWith('blob:') ? kept.artwork : null;
  const wall = sameArtwork(artwork, kept.artwork) ? kept.work : wallWorkReducer(kept.work, { type: 'artworkReplaced' });
  return { ...initialStudioState, artwork, wall, tab: 'wall' };
}

/** Read once, when this module loads: that is when the page (re)starts, as far as the studio knows. */
const startState = studioStateFromSession();

export const studioSlice = createSlice({
  name: 'studio',
  initialState: startState,
  reducers: {
    /** docs/product/visualizer.md#wall-art-flow 7: a new image from outside drops the visualisation, even for the same image. */
    // The wall work's transitions are the pure wallWorkReducer's; these reducers return the new state.
    artworkChosen: (state, action: PayloadAction<StudioArtwork>) => ({ ...state, artwork: action.payload, wall: wallWorkReducer(state.wall, { type: 'artworkReplaced' }) }),
    tabChanged(state, action: PayloadAction<StudioTab>) {
      state.tab = action.payload;
    },
    /** One step of the wall tab's work (stores/studio-wall-work.ts). */
    wallWorkChanged: (state, action: PayloadAction<WallWorkAction>) => ({ ...state, wall: wallWorkReducer(state.wall, action.payload) }),
    /** My Designs → Open: the design's artwork with its own work, not a new image from outside. */
    designOpened: (state, action: PayloadAction<{ artwork: StudioArtwork; work: WallWork }>) => ({ ...state, artwork: action.payload.artwork, wall: action.payload.work }),
    /** 'Try Again' (docs/product/visualizer.md#wall-art-flow step 6): no artwork, every choice reset; the wall stays chosen. */
    startedOver: (state) => ({ ...state, artwork: null, wall: wallWorkReducer(state.wall, { type: 'reset' }) }),
    /** Changes the draft of `userId`, starting from a blank one when the kept draft is someone else's. */
    describeDraftChanged(state, action: PayloadAction<{ userId: string | null; change: DescribeDraftChange }>) {
      const { userId, change } = action.payload;
      const base = draftVisibleTo(state.describeDraft, userId) ? state.describeDraft : blankDescribeDraft;
      state.describeDraft = { ...base, ...change, ownerId: userId };
    },
    visitFacesAdded(state, action: PayloadAction<StudioArtwork[]>) {
      // Dropped renders are not revoked: one of them may still be the wall tab's artwork.
      state.visitFaces = [...action.payload, ...state.visitFaces].slice(0, MAX_VISIT_FACES);
    },
  },
  extraReducers: (builder) => {
    // Issue 20: the next person at a shared computer finds a blank studio (the kept entry goes with it).
    builder.addCase(signOut, () => initialStudioState);
  },
});

const draftVisibleTo = (draft: DescribeDraft, userId: string | null) => draft.ownerId === null || draft.ownerId === userId;

export const { artworkChosen, tabChanged, wallWorkChanged, designOpened, startedOver, describeDraftChanged, visitFacesAdded } = studioSlice.actions;
export const studioReducer = studioSlice.reducer;

// Joins the browser's store, with the writer of the kept work, when the first studio screen loads (see lazy-slices.ts).
ensureSlice(studioSlice, studioSessionMiddleware);

// An injected slice has no state until the next action reaches the store: read its initial state until then.
type WithStudio = { studio?: StudioState };
const studioOf = (state: WithStudio) => state.studio ?? startState;
export const selectStudioArtwork = (state: WithStudio) => studioOf(state).artwork;
export const selectStudioTab = (state: WithStudio) => studioOf(state).tab;
export const selectWallWork = (state: WithStudio) => studioOf(state).wall;
export const selectVisitFaces = (state: WithStudio) => studioOf(state).visitFaces;
/** The draft the current user may see: theirs or a guest's; a blank one otherwise. */
export const selectDescribeDraft = (state: WithStudio & { user: UserState }) => {
  const draft = studioOf(state).describeDraft;
  return draftVisibleTo(draft, selectCurrentUserId(state)) ? draft : blankDescribeDraft;
};

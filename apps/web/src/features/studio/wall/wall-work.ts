/**
 * The wall tab's work: options, the chosen wall, the visualisation and where the art hangs
 * (SPEC §4 "Wall-art flow"). A plain reducer: the transitions are the spec's steps and are tested
 * without a browser. A snapshot survives the sign-in detour of Save Design (SPEC §5).
 */
import { EMPTY_DESIGN_OPTIONS, isArtStyle, isCanvasSize, isFrameStyle, isTexture, type DesignOptions } from '@wallart/shared';
import type { StudioArtwork } from '../../../stores/studio-slice';
import type { CustomSize } from './art-size';
import type { WallPlacement } from './placement';

export interface WallWork {
  options: DesignOptions;
  custom: CustomSize;
  /** The chosen wall background's id; null means the first wall of the list. */
  wallId: string | null;
  /** Step 4: the art is on the wall and the main button is 'Add to Cart'. */
  visualized: boolean;
  placement: WallPlacement | null;
  /** 'Adjust perspective' is on: the four corners can be dragged. */
  adjusting: boolean;
}

export const initialWallWork: WallWork = {
  options: { ...EMPTY_DESIGN_OPTIONS },
  custom: { width: '', height: '' },
  wallId: null,
  visualized: false,
  placement: null,
  adjusting: false,
};

export type WallWorkAction =
  | { type: 'optionChanged'; key: keyof DesignOptions; value: string }
  | { type: 'customChanged'; key: keyof CustomSize; value: string }
  | { type: 'wallChosen'; wallId: string }
  | { type: 'visualized'; placement: WallPlacement }
  | { type: 'placed'; placement: WallPlacement }
  | { type: 'adjustingToggled' }
  | { type: 'lightingToggled' }
  /** 'Try Again' (step 6) and a new image from outside (step 7). */
  | { type: 'reset' }
  /** A new image from outside keeps the choices but drops the visualisation (step 7). */
  | { type: 'artworkReplaced' }
  | { type: 'restored'; work: WallWork };

const optionGuards: Record<keyof DesignOptions, (v: unknown) => boolean> = {
  artStyle: isArtStyle,
  texture: isTexture,
  canvasSize: isCanvasSize,
  frameStyle: isFrameStyle,
};

export function wallWorkReducer(state: WallWork, action: WallWorkAction): WallWork {
  switch (action.type) {
    case 'optionChanged':
      if (action.value !== '' && !optionGuards[action.key](action.value)) return state;
      return { ...state, options: { ...state.options, [action.key]: action.value } };
    case 'customChanged':
      return { ...state, custom: { ...state.custom, [action.key]: action.value } };
    case 'wallChosen':
      // The corners belong to the old photo: the art is hung again at the default spot.
      return state.wallId === action.wallId ? state : { ...state, wallId: action.wallId, placement: null, adjusting: false, visualized: state.visualized };
    case 'visualized':
      return { ...state, visualized: true, placement: action.placement };
    case 'placed':
      return { ...state, placement: action.placement };
    case 'adjustingToggled':
      return { ...state, adjusting: !state.adjusting };
    case 'lightingToggled':
      return state.placement ? { ...state, placement: { ...state.placement, lighting: !state.placement.lighting } } : state;
    case 'reset':
      return { ...initialWallWork, wallId: state.wallId };
    case 'artworkReplaced':
      return { ...state, visualized: false, placement: null, adjusting: false };
    case 'restored':
      return action.work;
  }
}

const SNAPSHOT_KEY = 'wallart:wall-work';

export interface WallWorkSnapshot {
  work: WallWork;
  artwork: StudioArtwork | null;
}

/** Kept for the sign-in detour (SPEC §5 "Save design": sign in and come back with the work intact). */
export function saveWallWorkSnapshot(snapshot: WallWorkSnapshot): void {
  try {
    sessionStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // No storage (privacy mode): the work is kept in memory only, as long as the page lives.
  }
}

/** The kept work, removed as it is read; null when there is none or it does not look like ours. */
export function takeWallWorkSnapshot(): WallWorkSnapshot | null {
  let text: string | null;
  try {
    text = sessionStorage.getItem(SNAPSHOT_KEY);
    sessionStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<WallWorkSnapshot>;
    const work = parsed.work;
    if (!work || typeof work !== 'object' || typeof work.visualized !== 'boolean' || !work.options || !work.custom) return null;
    const options = { ...initialWallWork.options };
    for (const key of Object.keys(optionGuards) as (keyof DesignOptions)[]) {
      const value = work.options[key];
      if (typeof value === 'string' && (value === '' || optionGuards[key](value))) Object.assign(options, { [key]: value });
    }
    return {
      work: {
        ...initialWallWork,
        ...work,
        options,
        custom: { width: String(work.custom.width ?? ''), height: String(work.custom.height ?? '') },
        adjusting: false,
      },
      artwork: parsed.artwork && typeof parsed.artwork.url === 'string' ? parsed.artwork : null,
    };
  } catch {
    return null;
  }
}

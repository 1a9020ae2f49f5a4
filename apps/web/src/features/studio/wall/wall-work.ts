/**
 * The wall tab's work: options, the chosen wall, the visualisation and where the art hangs
 * (SPEC §4 "Wall-art flow"). A plain reducer: the transitions are the spec's steps and are tested
 * without a browser. Kept in this browser tab (decision 018): a reload, Back from the cart and the
 * sign-in detour of Save Design (SPEC §5) find it again.
 */
import { EMPTY_DESIGN_OPTIONS, isArtStyle, isCanvasSize, isFrameStyle, isTexture, type DesignOptions } from '@wallart/shared';
import { clearStudioWork, readStudioWork, writeStudioWork } from '../../../stores/studio-session';
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

export interface WallWorkSnapshot {
  work: WallWork;
  artwork: StudioArtwork | null;
}

/** Nothing worth keeping: no artwork, no option, nothing on the wall (a wall choice alone is not work). */
export function isPristineWork({ work, artwork }: WallWorkSnapshot): boolean {
  const { options, custom } = work;
  return !artwork && !work.visualized && Object.values(options).every((v) => v === '') && custom.width === '' && custom.height === '';
}

/**
 * Keeps the work in this browser tab (decision 018): a reload, Back from the cart and the sign-in
 * detour of Save Design (SPEC §5) find it again. Pristine work is not kept.
 */
export function saveWallWorkSnapshot(snapshot: WallWorkSnapshot): void {
  if (isPristineWork(snapshot)) clearStudioWork();
  else writeStudioWork({ work: { ...snapshot.work, adjusting: false }, artwork: snapshot.artwork });
}

/** 'Try Again': nothing is kept. */
export function clearWallWorkSnapshot(): void {
  clearStudioWork();
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPoint = (v: unknown) => typeof v === 'object' && v !== null && isFiniteNumber((v as { x?: unknown }).x) && isFiniteNumber((v as { y?: unknown }).y);

/** A kept placement, or null (the art is then hung again at the default spot). */
function readPlacement(value: unknown): WallPlacement | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Partial<Record<keyof WallPlacement, unknown>>;
  const size = p.sizeInches as { width?: unknown; height?: unknown } | null | undefined;
  if (!Array.isArray(p.corners) || p.corners.length !== 4 || !p.corners.every(isPoint)) return null;
  if (!size || !isFiniteNumber(size.width) || !isFiniteNumber(size.height)) return null;
  return value as WallPlacement;
}

/** The kept work; null when there is none or it does not look like ours. */
export function readWallWorkSnapshot(): WallWorkSnapshot | null {
  const kept = readStudioWork();
  const work = kept?.work as Partial<WallWork> | null | undefined;
  if (!kept || !work || typeof work !== 'object' || typeof work.visualized !== 'boolean' || !work.options || !work.custom) return null;
  const options = { ...initialWallWork.options };
  for (const key of Object.keys(optionGuards) as (keyof DesignOptions)[]) {
    const value = work.options[key];
    if (typeof value === 'string' && (value === '' || optionGuards[key](value))) Object.assign(options, { [key]: value });
  }
  return {
    work: {
      ...initialWallWork,
      ...work,
      wallId: typeof work.wallId === 'string' ? work.wallId : null,
      placement: readPlacement(work.placement),
      options,
      custom: { width: String(work.custom.width ?? ''), height: String(work.custom.height ?? '') },
      adjusting: false,
    },
    artwork: kept.artwork,
  };
}

/**
 * The wall tab's work when it mounts: the kept work for this artwork. When the studio's artwork is
 * another one (chosen while the tab was not shown) or gone (an aged portrait does not outlive its
 * page), the choices stay and the visualisation goes, as for any new image (SPEC §4 step 7).
 */
export function restoredWallWork(artwork: StudioArtwork | null): WallWork {
  const kept = readWallWorkSnapshot();
  if (!kept) return initialWallWork;
  const same = artwork !== null && kept.artwork !== null && artwork.url === kept.artwork.url && artwork.imageId === kept.artwork.imageId;
  return same ? kept.work : wallWorkReducer(kept.work, { type: 'artworkReplaced' });
}

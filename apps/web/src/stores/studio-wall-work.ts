/**
 * The wall tab's work: options, the chosen wall, the visualisation and where the art hangs
 * (docs/product/visualizer.md#wall-art-flow). A plain reducer: the transitions are the spec's steps and are tested
 * without a browser. The studio slice holds this work and delegates to this reducer (decision 054);
 * studio-session.ts keeps it in the browser tab.
 */
import { EMPTY_DESIGN_OPTIONS, isArtStyle, isCanvasSize, isFrameStyle, isTexture, type DesignOptions, type Dimensions } from '@wallart/shared';
import type { Quad } from '@wallart/imaging';

/** The custom canvas size as typed, in inches (checked by features/studio/wall/art-size.ts). */
export interface CustomSize {
  width: string;
  height: string;
}

/**
 * Where the artwork hangs on the wall photo. Corners are fractions of the photo's width and
 * height (0..1), so a placement survives any display size or re-encoded copy of the photo.
 */
export interface WallPlacement {
  /** Top-left, top-right, bottom-right, bottom-left, as fractions of the photo. */
  corners: Quad;
  /** The framed size in inches the corners were made for. */
  sizeInches: Dimensions;
  /** True once the corners were dragged apart from a rectangle ('Adjust perspective'). */
  perspective: boolean;
  /** The room's light falls on the art (multiply blend); can be switched off. */
  lighting: boolean;
}

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
  /** 'Try Again' (step 6). */
  | { type: 'reset' }
  /** A new image from outside keeps the choices but drops the visualisation (step 7). */
  | { type: 'artworkReplaced' };

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
  }
}

/** Nothing worth keeping: no option, nothing on the wall (a wall choice alone is not work). */
export function isPristineWallWork(work: WallWork): boolean {
  const { options, custom } = work;
  return !work.visualized && Object.values(options).every((v) => v === '') && custom.width === '' && custom.height === '';
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

/** Wall work read back from storage; null when it does not look like ours. Unknown option values are dropped. */
export function readWallWork(value: unknown): WallWork | null {
  const work = value as Partial<WallWork> | null | undefined;
  if (!work || typeof work !== 'object' || typeof work.visualized !== 'boolean' || !work.options || !work.custom) return null;
  const options = { ...initialWallWork.options };
  for (const key of Object.keys(optionGuards) as (keyof DesignOptions)[]) {
    const option = work.options[key];
    if (typeof option === 'string' && (option === '' || optionGuards[key](option))) Object.assign(options, { [key]: option });
  }
  return {
    ...initialWallWork,
    visualized: work.visualized,
    wallId: typeof work.wallId === 'string' ? work.wallId : null,
    placement: readPlacement(work.placement),
    options,
    custom: { width: String(work.custom.width ?? ''), height: String(work.custom.height ?? '') },
    adjusting: false,
  };
}

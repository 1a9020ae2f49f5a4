import { MESSAGES, type SavedDesign, type WallBackground } from '@wallart/shared';
import { useSharedText } from '../../../lib/shared-text';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { designOpened, selectStudioArtwork, selectWallWork, startedOver, wallWorkChanged } from '../../../stores/studio-slice';
import type { WallWorkAction } from '../../../stores/studio-wall-work';
import { studioArtworkKind } from '../api/images-api';
import { useWallBackgrounds } from '../walls/use-wall-backgrounds';
import { canvasInches, customSizeProblem, framedInches } from './art-size';
import { defaultPlacement, fromDesignPlacement, rescalePlacement, resizePlacement } from './placement';

const sameSize = (a: { width: number; height: number } | null | undefined, b: { width: number; height: number } | null | undefined) =>
  !!a && !!b && Math.abs(a.width - b.width) < 1e-9 && Math.abs(a.height - b.height) < 1e-9;

/** The design opened from My Designs: Save Design changes it (PUT) while its artwork is the one shown. */
export interface OpenedDesign {
  id: string;
  name: string;
  imageId: string;
}

/**
 * The wall tab's work and its steps (docs/product/visualizer.md#wall-art-flow): the chosen artwork and the work live
 * in the studio slice (decision 054), kept in the browser tab by its writer, so a reload, Back from
 * the cart and the sign-in detour find them again. Here: the wall it hangs on, its true size kept
 * in step with the options and the wall's stated width, and the studio's buttons (Visualize, a
 * wall, My Designs → Open, Try Again).
 */
export function useWallWork() {
  const ts = useSharedText();
  const dispatch = useAppDispatch();
  const artwork = useAppSelector(selectStudioArtwork);
  const work = useAppSelector(selectWallWork);
  const send = useCallback((action: WallWorkAction) => dispatch(wallWorkChanged(action)), [dispatch]);
  const { walls, isLoading: wallsLoading, ownFailed: ownWallsFailed } = useWallBackgrounds();
  /** The wall of the design opened from My Designs, until the customer chooses a wall themselves. */
  const [openedWallId, setOpenedWallId] = useState<string | null>(null);
  const [openedDesign, setOpenedDesign] = useState<OpenedDesign | null>(null);
  const wallIndex = Math.max(0, walls.findIndex((w) => w.id === work.wallId));
  const wall: WallBackground | null = walls[wallIndex] ?? null;
  /** A saved design's placement waits here until its wall and size are known (My Designs → Open). */
  const pendingPlacement = useRef<SavedDesign['placement'] | null>(null);
  /** The scale the current placement was made for: a new stated wall width re-hangs the art at true size. */
  const placedScale = useRef<{ wallId: string; widthInches: number } | null>(null);
  const canvas = useMemo(() => canvasInches(work.options, work.custom), [work.options, work.custom]);
  const framed = useMemo(() => (canvas ? framedInches(canvas, work.options.frameStyle) : null), [canvas, work.options.frameStyle]);

  // Step 5: an option change refreshes the preview — the art keeps its place at its new true size.
  useEffect(() => {
    // A saved design's own wall may be in the user's list, still loading.
    if (!work.visualized || !wall || !framed || wallsLoading) return;
    const scale = placedScale.current;
    if (!work.placement) {
      const saved = pendingPlacement.current;
      pendingPlacement.current = null;
      placedScale.current = { wallId: wall.id, widthInches: wall.widthInches };
      send({ type: 'visualized', placement: saved ? fromDesignPlacement(saved, framed, wall) : defaultPlacement(framed, wall) });
    } else if (scale && scale.wallId === wall.id && scale.widthInches !== wall.widthInches) {
      // The owner stated the wall's real width: same spot, new true size.
      placedScale.current = { wallId: wall.id, widthInches: wall.widthInches };
      send({ type: 'placed', placement: rescalePlacement(work.placement, scale.widthInches / wall.widthInches) });
    } else if (!sameSize(work.placement.sizeInches, framed)) send({ type: 'placed', placement: resizePlacement(work.placement, framed, wall) });
  }, [work.visualized, work.placement, wall, framed, wallsLoading, send]);

  const visualize = () => {
    if (!artwork) {
      toast.error(ts(MESSAGES.wallArt.imageRequired));
      return;
    }
    if (!framed) {
      // Only a custom size without usable dimensions leaves no canvas: say what is wrong with it.
      toast.error(ts(customSizeProblem(work.custom) ?? MESSAGES.designs.generateFirst));
      return;
    }
    if (wall) {
      placedScale.current = { wallId: wall.id, widthInches: wall.widthInches };
      send({ type: 'visualized', placement: defaultPlacement(framed, wall) });
    }
  };

  const resetPosition = () => {
    if (framed && wall) send({ type: 'placed', placement: { ...defaultPlacement(framed, wall), lighting: work.placement?.lighting ?? true } });
  };

  const chooseWall = useCallback(
    (chosen: WallBackground) => {
      setOpenedWallId(null);
      send({ type: 'wallChosen', wallId: chosen.id });
    },
    [send],
  );

  // An opened design whose wall is gone shows the first wall: say so instead of switching silently.
  const openedWallMissing = openedWallId !== null && !wallsLoading && wall !== null && !walls.some((w) => w.id === openedWallId);
  const wallNotice = !openedWallMissing ? null : ownWallsFailed ? MESSAGES.designs.wallUnavailable(wall.name) : MESSAGES.designs.wallDeleted(wall.name);

  /** My Designs → Open: the artwork, options, wall and placement exactly as saved. */
  const openDesign = useCallback(
    (design: SavedDesign) => {
      const { customWidthInches, customHeightInches, ...options } = design.options;
      const placement = design.isVisualized ? (design.placement ?? null) : null;
      pendingPlacement.current = placement;
      setOpenedWallId(design.wallId);
      setOpenedDesign({ id: design._id, name: design.name, imageId: design.image.id });
      dispatch(
        designOpened({
          artwork: {
            imageId: design.image.id,
            url: design.image.previewUrl || design.image.url,
            fullUrl: design.image.url,
            width: design.image.width,
            height: design.image.height,
            vector: design.image.vector,
            kind: studioArtworkKind(design.image.kind),
            label: design.name,
          },
          work: {
            options,
            custom: { width: customWidthInches ? String(customWidthInches) : '', height: customHeightInches ? String(customHeightInches) : '' },
            wallId: design.wallId,
            visualized: placement !== null,
            placement: null,
            adjusting: false,
          },
        }),
      );
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [dispatch],
  );

  /** 'Try Again' (step 6): everything but the chosen wall is reset, and nothing is kept for a reload. */
  const tryAgain = () => {
    setOpenedWallId(null);
    setOpenedDesign(null);
    dispatch(startedOver());
  };

  return { artwork, work, send, wall, wallIndex, wallNotice, canvas, framed, openedDesign, visualize, resetPosition, chooseWall, openDesign, tryAgain };
}

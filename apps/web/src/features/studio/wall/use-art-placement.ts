import { cssMatrix3d, type Quad } from '@wallart/imaging';
import type { Dimensions } from '@wallart/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { arrowKeyStep, moveQuad, quadToPixels, type WallGeometry, type WallPlacement } from './placement';
import { clipPolygon, draggedCorners, handleTransform, outlinePoints, pointInStage, steppedCorner, type StageDrag } from './stage-geometry';

export interface ArtPlacementInput {
  wall: WallGeometry;
  placement: WallPlacement;
  onPlacementChange: (placement: WallPlacement) => void;
  adjusting: boolean;
  stageRef: RefObject<HTMLDivElement | null>;
  artCanvasRef: RefObject<HTMLCanvasElement | null>;
  lightRef: RefObject<HTMLCanvasElement | null>;
  stageWidth: number;
  stageHeight: number;
  artSize: Dimensions;
}

/**
 * Where the art hangs, moved by pointer and keyboard. The corners live in a ref while a drag goes
 * on: pointer moves are gathered into one update per animation frame that sets the layers' CSS
 * (the art's matrix3d, the light's clip, the outline, the handles), so a drag costs the compositor
 * only; React state changes (`onPlacementChange`) only when a drag ends or a key is pressed.
 */
export function useArtPlacement({ wall, placement, onPlacementChange, adjusting, stageRef, artCanvasRef, lightRef, stageWidth, stageHeight, artSize }: ArtPlacementInput) {
  const artButtonRef = useRef<HTMLDivElement>(null);
  const handleRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const outlineRef = useRef<SVGPolygonElement>(null);
  const corners = useRef<Quad>(placement.corners);
  const drag = useRef<StageDrag | null>(null);
  const frame = useRef(0);

  const apply = useCallback(() => {
    frame.current = 0;
    const art = artCanvasRef.current;
    if (!art || stageWidth === 0 || artSize.width === 0) return;
    const q = quadToPixels(corners.current, stageWidth, stageHeight);
    const matrix = cssMatrix3d(artSize.width, artSize.height, q);
    if (matrix) {
      art.style.transform = matrix;
      if (artButtonRef.current) artButtonRef.current.style.transform = matrix;
    }
    if (lightRef.current) lightRef.current.style.clipPath = clipPolygon(q);
    outlineRef.current?.setAttribute('points', outlinePoints(q));
    handleRefs.current.forEach((handle, i) => {
      if (handle) handle.style.transform = handleTransform(q[i]!);
    });
  }, [artCanvasRef, lightRef, stageWidth, stageHeight, artSize]);

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(apply);
  }, [apply]);

  useLayoutEffect(() => {
    if (!drag.current) corners.current = placement.corners;
    apply();
  }, [placement.corners, apply, adjusting]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const toStage = (event: PointerEvent) => pointInStage(event.clientX, event.clientY, stageRef.current!.getBoundingClientRect());

  const startMove = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    drag.current = { kind: 'move', pointerId: event.pointerId, start: toStage(event), corners: corners.current };
  };

  const startCorner = (index: number) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    drag.current = { kind: 'corner', index, pointerId: event.pointerId, start: toStage(event), corners: corners.current };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    corners.current = draggedCorners(current, toStage(event), corners.current, wall);
    schedule();
  };

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    onPlacementChange({ ...placement, corners: corners.current, perspective: placement.perspective || current.kind === 'corner' });
  };

  const onArtKey = (event: KeyboardEvent<HTMLElement>) => {
    const step = arrowKeyStep(event.key, event.shiftKey, wall);
    if (!step) return;
    event.preventDefault();
    corners.current = moveQuad(corners.current, step.x, step.y, wall);
    onPlacementChange({ ...placement, corners: corners.current });
  };

  const onCornerKey = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const step = arrowKeyStep(event.key, event.shiftKey, wall);
    if (!step) return;
    event.preventDefault();
    const next = steppedCorner(corners.current, index, step);
    if (!next) return;
    corners.current = next;
    onPlacementChange({ ...placement, corners: next, perspective: true });
  };

  return { artButtonRef, handleRefs, outlineRef, startMove, startCorner, onPointerMove, endDrag, onArtKey, onCornerKey };
}

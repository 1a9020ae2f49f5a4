import type { DesignOptions, Dimensions } from '@wallart/shared';
import { cssMatrix3d, type Point, type Quad } from '@wallart/imaging';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '../../../lib/cn';
import { drawFramedArt, makeLightMap } from './art-render';
import { wallPhotoBlob } from './wall-photo';
import { arrowKeyStep, moveCorner, moveQuad, quadToPixels, type WallGeometry, type WallPlacement } from './placement';

export interface WallPhoto extends WallGeometry {
  imageUrl: string;
  name: string;
}

export interface VisualizerProps {
  wall: WallPhoto;
  artImage: HTMLImageElement;
  options: DesignOptions;
  canvasInches: Dimensions;
  placement: WallPlacement;
  onPlacementChange: (placement: WallPlacement) => void;
  /** 'Adjust perspective': the four corners can be dragged. */
  adjusting: boolean;
}

const CORNER_NAMES = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;

type Drag = { kind: 'move'; pointerId: number; start: Point; corners: Quad } | { kind: 'corner'; index: number; pointerId: number; start: Point; corners: Quad };

/**
 * The wall with the art on it, drawn as layers so a drag costs the compositor only: the wall photo
 * decoded once at the stage's size (a 4000 x 3000 photo is never drawn full size), the framed art
 * as a canvas placed by a CSS matrix3d (the homography onto its four corners), and the room's light
 * as a small blurred copy of the wall multiplied over the art's outline. Pointer moves are gathered
 * into one update per animation frame; React state changes only when a drag ends.
 */
export function Visualizer({ wall, artImage, options, canvasInches, placement, onPlacementChange, adjusting }: VisualizerProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const wallCanvasRef = useRef<HTMLCanvasElement>(null);
  const artCanvasRef = useRef<HTMLCanvasElement>(null);
  const lightRef = useRef<HTMLCanvasElement>(null);
  const artButtonRef = useRef<HTMLDivElement>(null);
  const handleRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const outlineRef = useRef<SVGPolygonElement>(null);
  const corners = useRef<Quad>(placement.corners);
  const drag = useRef<Drag | null>(null);
  const frame = useRef(0);
  const [stageWidth, setStageWidth] = useState(0);
  const [readyKey, setReadyKey] = useState('');
  const [artSize, setArtSize] = useState({ width: 0, height: 0 });
  const stageHeight = stageWidth > 0 ? (stageWidth * wall.height) / wall.width : 0;
  const wallKey = `${wall.imageUrl}@${stageWidth}`;
  const wallReady = readyKey === wallKey;

  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const observer = new ResizeObserver(([entry]) => setStageWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(stage);
    setStageWidth(Math.round(stage.getBoundingClientRect().width));
    return () => observer.disconnect();
  }, []);

  // The wall, decoded off the main thread straight to the stage's pixel size, and its light map.
  useEffect(() => {
    if (stageWidth === 0) return;
    let cancelled = false;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    const targetWidth = Math.min(wall.width, Math.round(stageWidth * dpr));
    const targetHeight = Math.round((targetWidth * wall.height) / wall.width);
    void (async () => {
      try {
        const blob = await wallPhotoBlob(wall.imageUrl);
        const bitmap = await createImageBitmap(blob, { resizeWidth: targetWidth, resizeHeight: targetHeight, resizeQuality: 'high' });
        if (cancelled) return bitmap.close();
        const canvas = wallCanvasRef.current;
        const light = lightRef.current;
        if (!canvas || !light) return bitmap.close();
        canvas.width = targetWidth;
        canvas.height = targetHeight;
        canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
        const map = makeLightMap(bitmap);
        light.width = map.width;
        light.height = map.height;
        light.getContext('2d')?.drawImage(map, 0, 0);
        bitmap.close();
        setReadyKey(`${wall.imageUrl}@${stageWidth}`);
      } catch {
        // The stage keeps saying it is loading; the wall list offers the other walls.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [wall.imageUrl, wall.width, wall.height, stageWidth]);

  // The framed art at the stage's scale (redrawn when an option or the stage size changes, never per frame).
  useEffect(() => {
    const canvas = artCanvasRef.current;
    if (!canvas || stageWidth === 0) return;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    const pxPerInch = (stageWidth / wall.widthInches) * dpr * (placement.perspective ? 1.5 : 1);
    drawFramedArt(canvas, { image: artImage, options, canvasInches, pxPerInch: Math.min(pxPerInch, 1800 / Math.max(canvasInches.width, canvasInches.height)) });
    setArtSize({ width: canvas.width, height: canvas.height });
  }, [artImage, options, canvasInches, stageWidth, wall.widthInches, placement.perspective]);

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
    const polygon = `polygon(${q.map((p) => `${p.x.toFixed(1)}px ${p.y.toFixed(1)}px`).join(',')})`;
    if (lightRef.current) lightRef.current.style.clipPath = polygon;
    outlineRef.current?.setAttribute('points', q.map((p) => `${p.x},${p.y}`).join(' '));
    handleRefs.current.forEach((handle, i) => {
      if (handle) handle.style.transform = `translate(${q[i]!.x}px, ${q[i]!.y}px) translate(-50%, -50%)`;
    });
  }, [stageWidth, stageHeight, artSize]);

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(apply);
  }, [apply]);

  useLayoutEffect(() => {
    if (!drag.current) corners.current = placement.corners;
    apply();
  }, [placement.corners, apply, adjusting]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const toStage = (event: PointerEvent): Point => {
    const rect = stageRef.current!.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
  };

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
    const p = toStage(event);
    const dx = p.x - current.start.x;
    const dy = p.y - current.start.y;
    if (current.kind === 'move') {
      corners.current = moveQuad(current.corners, dx, dy, wall);
    } else {
      const from = current.corners[current.index]!;
      const next = moveCorner(corners.current, current.index, { x: from.x + dx, y: from.y + dy });
      if (next) corners.current = next;
    }
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
    const from = corners.current[index]!;
    const next = moveCorner(corners.current, index, { x: from.x + step.x, y: from.y + step.y });
    if (!next) return;
    corners.current = next;
    onPlacementChange({ ...placement, corners: next, perspective: true });
  };

  const shadow = Math.max(1, (stageWidth / wall.widthInches) * 0.7);

  return (
    <div
      ref={stageRef}
      className="relative w-full touch-none overflow-hidden rounded-[3px] bg-ink-800 select-none"
      style={{ aspectRatio: `${wall.width} / ${wall.height}` }}
      data-testid="wall-stage"
      data-wall-ready={wallReady ? 'true' : 'false'}
    >
      <canvas ref={wallCanvasRef} className="absolute inset-0 h-full w-full" aria-hidden="true" />
      <canvas
        ref={artCanvasRef}
        aria-hidden="true"
        className="absolute top-0 left-0 origin-top-left will-change-transform"
        style={{
          width: artSize.width,
          height: artSize.height,
          filter: `drop-shadow(${(shadow * 0.35).toFixed(1)}px ${shadow.toFixed(1)}px ${(shadow * 1.3).toFixed(1)}px rgb(20 14 8 / 0.45))`,
        }}
      />
      <canvas
        ref={lightRef}
        aria-hidden="true"
        className={cn('pointer-events-none absolute inset-0 h-full w-full mix-blend-multiply', !placement.lighting && 'hidden')}
        data-testid="room-light"
      />
      {/* The art's handle for pointer and keyboard: same outline as the art, on top of the light. */}
      <div
        ref={artButtonRef}
        role="button"
        tabIndex={0}
        aria-label={`Artwork on ${wall.name}. Drag, or use the arrow keys to move it an inch (Shift: six inches).`}
        aria-roledescription="movable artwork"
        data-testid="wall-art"
        className="absolute top-0 left-0 origin-top-left cursor-grab outline-offset-4 active:cursor-grabbing focus-visible:outline-4 focus-visible:outline-terracotta-400"
        style={{ width: artSize.width, height: artSize.height }}
        onPointerDown={startMove}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onArtKey}
      />
      {adjusting && (
        <>
          <svg className="pointer-events-none absolute inset-0 h-full w-full" aria-hidden="true">
            <polygon ref={outlineRef} fill="none" stroke="rgb(252 250 246 / 0.9)" strokeWidth="1.5" strokeDasharray="6 5" />
          </svg>
          {CORNER_NAMES.map((name, i) => (
            <button
              key={name}
              ref={(el) => {
                handleRefs.current[i] = el;
              }}
              type="button"
              aria-label={`Move the ${name} corner (arrow keys, Shift for six inches)`}
              data-testid={`corner-${name}`}
              className="absolute top-0 left-0 grid size-11 cursor-move place-items-center rounded-full focus-visible:outline-4 focus-visible:outline-terracotta-400"
              onPointerDown={startCorner(i)}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onKeyDown={onCornerKey(i)}
            >
              <span className="size-4 rounded-full border-2 border-paper-50 bg-terracotta-600 shadow-[0_1px_6px_rgb(0_0_0/0.5)]" />
            </button>
          ))}
        </>
      )}
      {!wallReady && (
        <div className="absolute inset-0 grid place-items-center text-sm text-paper-100" role="status">
          Loading the wall…
        </div>
      )}
    </div>
  );
}

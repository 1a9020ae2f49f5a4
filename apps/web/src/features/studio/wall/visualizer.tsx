import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DesignOptions, Dimensions } from '@wallart/shared';
import { useRef } from 'react';
import { cn } from '../../../lib/cn';
import type { WallGeometry, WallPlacement } from './placement';
import { artShadowFilter, stageHeightFor } from './stage-geometry';
import { useArtPlacement } from './use-art-placement';
import { useFramedArt, useWallLayer } from './use-stage-layers';
import { useStageWidth } from './use-stage-width';

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
/** Each corner handle's name for a screen reader. */
const CORNER_LABELS = [
  msg`Move the top-left corner (arrow keys, Shift for six inches)`,
  msg`Move the top-right corner (arrow keys, Shift for six inches)`,
  msg`Move the bottom-right corner (arrow keys, Shift for six inches)`,
  msg`Move the bottom-left corner (arrow keys, Shift for six inches)`,
] as const;

/**
 * The wall with the art on it, drawn as layers so a drag costs the compositor only: the wall photo
 * decoded once at the stage's size (a 4000 x 3000 photo is never drawn full size), the framed art
 * as a canvas placed by a CSS matrix3d (the homography onto its four corners), and the room's light
 * as a small blurred copy of the wall multiplied over the art's outline. Pointer moves are gathered
 * into one update per animation frame; React state changes only when a drag ends.
 * The stage's width: use-stage-width.ts; the wall and art layers: use-stage-layers.ts; moving the
 * art: use-art-placement.ts; the numbers: stage-geometry.ts.
 */
export function Visualizer({ wall, artImage, options, canvasInches, placement, onPlacementChange, adjusting }: VisualizerProps) {
  const { t, i18n } = useLingui();
  const wallName = wall.name;
  const stageRef = useRef<HTMLDivElement>(null);
  const wallCanvasRef = useRef<HTMLCanvasElement>(null);
  const artCanvasRef = useRef<HTMLCanvasElement>(null);
  const lightRef = useRef<HTMLCanvasElement>(null);
  const stageWidth = useStageWidth(stageRef);
  const stageHeight = stageHeightFor(stageWidth, wall);
  const wallReady = useWallLayer(wall, stageWidth, wallCanvasRef, lightRef);
  const artSize = useFramedArt(artCanvasRef, { artImage, options, canvasInches, stageWidth, wallWidthInches: wall.widthInches, perspective: placement.perspective });
  const { artButtonRef, handleRefs, outlineRef, startMove, startCorner, onPointerMove, endDrag, onArtKey, onCornerKey } = useArtPlacement({ wall, placement, onPlacementChange, adjusting, stageRef, artCanvasRef, lightRef, stageWidth, stageHeight, artSize });

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
          filter: artShadowFilter(stageWidth, wall.widthInches),
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
        aria-label={t`Artwork on ${wallName}. Drag, or use the arrow keys to move it an inch (Shift: six inches).`}
        aria-roledescription={t`movable artwork`}
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
              aria-label={i18n._(CORNER_LABELS[i]!)}
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
          <Trans>Loading the wall…</Trans>
        </div>
      )}
    </div>
  );
}

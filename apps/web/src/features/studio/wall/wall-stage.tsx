import { DESIGN_MESSAGES, type Dimensions, type WallBackground } from '@wallart/shared';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import type { StudioArtwork } from '../../../stores/studio-slice';
import type { WallWork, WallWorkAction } from '../../../stores/studio-wall-work';
import { ArtPreview } from './art-preview';
import { customSizeProblem, formatInches } from './art-size';
import { measuredWidthInches } from './placement';
import { Visualizer } from './visualizer';

export interface WallStageProps {
  artwork: StudioArtwork;
  work: WallWork;
  /** The wall shown; null until the walls are known. */
  wall: WallBackground | null;
  artImage: HTMLImageElement | null;
  canvas: Dimensions | null;
  /** Says that an opened design's wall is gone and which wall is shown instead. */
  wallNotice: string | null;
  send: (action: WallWorkAction) => void;
  onResetPosition: () => void;
}

/**
 * The wall tab's stage (docs/product/visualizer.md#wall-art-flow steps 3–5): the live preview of the options, then
 * the art on the chosen wall at its true size with its tools (perspective, room light, reset).
 */
export function WallStage({ artwork, work, wall, artImage, canvas, wallNotice, send, onResetPosition }: WallStageProps) {
  const showWall = work.visualized && wall && artImage && canvas && work.placement;
  return (
    <section aria-labelledby="wall-stage-heading" className="frame overflow-hidden rounded-[3px]">
      <div className="flex flex-wrap items-baseline justify-between gap-3 px-5 pt-5 sm:px-6">
        <h2 id="wall-stage-heading" className="text-2xl font-medium text-ink-900">
          {showWall ? `On the wall: ${wall.name}` : 'Live preview'}
        </h2>
        {showWall && work.placement && (
          <p className="text-sm text-ink-600" data-testid="true-size-note">
            True size: {formatInches(work.placement.sizeInches)}
            {work.placement.perspective && ` · ${measuredWidthInches(work.placement.corners, wall).toFixed(0)} in across the top`}
            {` on a ${Math.round(wall.widthInches / 12)} ft wide view`}
          </p>
        )}
      </div>
      {wallNotice && (
        <Notice className="mx-5 mt-4 sm:mx-6">
          <span data-testid="wall-notice">{wallNotice}</span>
        </Notice>
      )}
      <div className="mt-4">
        {showWall ? (
          <Visualizer
            wall={wall}
            artImage={artImage}
            options={work.options}
            canvasInches={canvas}
            placement={work.placement!}
            adjusting={work.adjusting}
            onPlacementChange={(placement) => send({ type: 'placed', placement })}
          />
        ) : artImage && canvas ? (
          <ArtPreview image={artImage} options={work.options} canvasInches={canvas} label={artwork.label} />
        ) : canvas ? (
          <div className="grid min-h-[22rem] place-items-center bg-paper-200/60">
            <Spinner label="Loading the artwork" className="text-terracotta-600" />
          </div>
        ) : (
          // Custom without a usable size: nothing will load until the customer enters one.
          <div className="grid min-h-[22rem] place-items-center bg-paper-200/60 p-6">
            <p className="max-w-sm text-center text-sm text-ink-700" data-testid="custom-size-hint">
              {customSizeProblem(work.custom) ?? DESIGN_MESSAGES.customSizeRequired}
            </p>
          </div>
        )}
      </div>
      {showWall && (
        <div className="flex flex-wrap items-center gap-2 border-t border-paper-300 px-5 py-3 sm:px-6">
          <Button variant={work.adjusting ? 'ink' : 'outline'} size="sm" aria-pressed={work.adjusting} onClick={() => send({ type: 'adjustingToggled' })}>
            Adjust perspective
          </Button>
          <Button variant={work.placement?.lighting ? 'ink' : 'outline'} size="sm" aria-pressed={work.placement?.lighting ?? false} onClick={() => send({ type: 'lightingToggled' })}>
            Room light
          </Button>
          <Button variant="ghost" size="sm" onClick={onResetPosition}>
            Reset position
          </Button>
          <p className="ml-auto text-xs text-ink-600">Drag the art, or focus it and use the arrow keys.</p>
        </div>
      )}
    </section>
  );
}

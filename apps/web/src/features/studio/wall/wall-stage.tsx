import { Trans, useLingui } from '@lingui/react/macro';
import { DESIGN_MESSAGES, type Dimensions, type WallBackground } from '@wallart/shared';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import type { StudioArtwork } from '../../../stores/studio-slice';
import type { WallWork, WallWorkAction } from '../../../stores/studio-wall-work';
import { ArtPreview } from './art-preview';
import { useSharedText } from '../../../lib/shared-text';
import { customSizeProblem, useInchesText } from './art-size';
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
  const { t } = useLingui();
  const ts = useSharedText();
  const inches = useInchesText();
  const showWall = work.visualized && wall && artImage && canvas && work.placement;
  const wallName = wall?.name ?? '';
  const trueSize = work.placement ? inches(work.placement.sizeInches) : '';
  const across = work.placement?.perspective && wall ? measuredWidthInches(work.placement.corners, wall).toFixed(0) : '';
  const viewFeet = wall ? Math.round(wall.widthInches / 12) : 0;
  return (
    <section aria-labelledby="wall-stage-heading" className="frame overflow-hidden rounded-[3px]">
      <div className="flex flex-wrap items-baseline justify-between gap-3 px-5 pt-5 sm:px-6">
        <h2 id="wall-stage-heading" className="text-2xl font-medium text-ink-900">
          {showWall ? t`On the wall: ${wallName}` : t`Live preview`}
        </h2>
        {showWall && work.placement && (
          <p className="text-sm text-ink-600" data-testid="true-size-note">
            {work.placement.perspective
              ? t`True size: ${trueSize} · ${across} in across the top on a ${viewFeet} ft wide view`
              : t`True size: ${trueSize} on a ${viewFeet} ft wide view`}
          </p>
        )}
      </div>
      {wallNotice && (
        <Notice className="mx-5 mt-4 sm:mx-6">
          <span data-testid="wall-notice">{ts(wallNotice)}</span>
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
            <Spinner label={t`Loading the artwork`} className="text-terracotta-600" />
          </div>
        ) : (
          // Custom without a usable size: nothing will load until the customer enters one.
          <div className="grid min-h-[22rem] place-items-center bg-paper-200/60 p-6">
            <p className="max-w-sm text-center text-sm text-ink-700" data-testid="custom-size-hint">
              {ts(customSizeProblem(work.custom) ?? DESIGN_MESSAGES.customSizeRequired)}
            </p>
          </div>
        )}
      </div>
      {showWall && (
        <div className="flex flex-wrap items-center gap-2 border-t border-paper-300 px-5 py-3 sm:px-6">
          <Button variant={work.adjusting ? 'ink' : 'outline'} size="sm" aria-pressed={work.adjusting} onClick={() => send({ type: 'adjustingToggled' })}>
            <Trans>Adjust perspective</Trans>
          </Button>
          <Button variant={work.placement?.lighting ? 'ink' : 'outline'} size="sm" aria-pressed={work.placement?.lighting ?? false} onClick={() => send({ type: 'lightingToggled' })}>
            <Trans>Room light</Trans>
          </Button>
          <Button variant="ghost" size="sm" onClick={onResetPosition}>
            <Trans>Reset position</Trans>
          </Button>
          <p className="ml-auto text-xs text-ink-600">
            <Trans>Drag the art, or focus it and use the arrow keys.</Trans>
          </p>
        </div>
      )}
    </section>
  );
}

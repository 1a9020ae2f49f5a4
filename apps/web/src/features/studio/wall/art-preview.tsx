import { useLingui } from '@lingui/react/macro';
import type { DesignOptions, Dimensions } from '@wallart/shared';
import { useEffect, useRef } from 'react';
import { drawFramedArt } from './art-render';

/**
 * The live preview before the art goes on a wall (docs/product/visualizer.md#wall-art-flow):
 * the framed piece as it will be printed, redrawn on every option change.
 */
export function ArtPreview({ image, options, canvasInches, label }: { image: HTMLImageElement; options: DesignOptions; canvasInches: Dimensions; label: string }) {
  const { t } = useLingui();
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const pxPerInch = 900 / Math.max(canvasInches.width, canvasInches.height);
    drawFramedArt(canvas, { image, options, canvasInches, pxPerInch });
  }, [image, options, canvasInches]);
  return (
    <div className="flex min-h-[22rem] items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-paper-50),var(--color-paper-200))] p-6 sm:p-10">
      <canvas
        ref={ref}
        role="img"
        aria-label={t`Preview of ${label}`}
        data-testid="art-preview"
        className="max-h-[26rem] w-auto max-w-full drop-shadow-[0_18px_22px_rgb(28_24_21/0.35)]"
      />
    </div>
  );
}

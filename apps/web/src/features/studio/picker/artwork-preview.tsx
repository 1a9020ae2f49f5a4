import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import type { StudioArtwork } from '../../../stores/studio-slice';
import { PrintReadinessPanel } from './print-readiness-panel';

export interface ArtworkPreviewProps {
  artwork: StudioArtwork;
  /** Facts under the title (the seed, the size). */
  details?: ReactNode;
  /** More actions beside 'Use this artwork' ('More like this'). */
  actions?: ReactNode;
  onChosen: (artwork: StudioArtwork) => void;
}

/**
 * The artwork a picker source is about to hand over: a framed preview, what it is, how well it
 * prints at each canvas size, and 'Use this artwork' (→ artworkChosen, the wall tab shows it).
 */
export function ArtworkPreview({ artwork, details, actions, onChosen }: ArtworkPreviewProps) {
  return (
    <div className="grid items-start gap-5 rounded-[3px] border border-paper-300 bg-paper-50 p-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:p-5" data-testid="artwork-preview">
      <div className="flex items-center justify-center rounded-[2px] bg-paper-200/70 p-3 sm:p-2.5">
        <img
          src={artwork.url}
          alt={artwork.label}
          width={artwork.width}
          height={artwork.height}
          className="h-auto max-h-56 w-auto max-w-full border-[6px] border-ink-900 bg-paper-50 shadow-frame"
        />
      </div>
      <div className="min-w-0">
        <p className="line-clamp-2 font-display text-lg text-ink-900">{artwork.label}</p>
        <p className="mt-1 text-xs text-ink-600">
          {artwork.width} × {artwork.height} px{details ? <> · {details}</> : null}
        </p>
        <PrintReadinessPanel image={artwork} className="mt-3" />
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => onChosen(artwork)}>
            <Trans>Use this artwork</Trans> <ArrowRightIcon className="size-4" />
          </Button>
          {actions}
        </div>
      </div>
    </div>
  );
}

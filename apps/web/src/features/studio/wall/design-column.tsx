import { Trans, useLingui } from '@lingui/react/macro';
import { arLinkFor, type Dimensions } from '@wallart/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { Notice } from '../../../components/ui/notice';
import { PendingButton } from '../../../components/ui/pending-button';
import { paths } from '../../../config/paths';
import type { StudioArtwork } from '../../../stores/studio-slice';
import type { WallWork, WallWorkAction } from '../../../stores/studio-wall-work';
import { ArtworkPickerDialog } from '../picker/lazy-artwork-picker';
import { DesignOptionsPanel } from './design-options-panel';

export interface DesignColumnProps {
  artwork: StudioArtwork | null;
  work: WallWork;
  canvas: Dimensions | null;
  send: (action: WallWorkAction) => void;
  /** Which of Add to Cart and Save Design is running, if any. */
  busy: null | 'cart' | 'save';
  /** 'Added to your cart' shows for a while after Add to Cart. */
  banner: boolean;
  onVisualize: () => void;
  onAddToCart: () => void;
  onSaveDesign: () => void;
  onTryAgain: () => void;
}

/**
 * The wall tab's design column (docs/product/visualizer.md#wall-tab): the chosen artwork with 'Change artwork', the
 * four design options with the live price, and the buttons of the flow.
 */
export function DesignColumn({ artwork, work, canvas, send, busy, banner, onVisualize, onAddToCart, onSaveDesign, onTryAgain }: DesignColumnProps) {
  const { t } = useLingui();
  const [pickerOpen, setPickerOpen] = useState(false);
  return (
    <aside className="space-y-6" aria-label={t`Design`}>
      {artwork && (
        <div className="frame flex items-center gap-4 rounded-[3px] p-4">
          <img src={artwork.url} alt={artwork.label} data-testid="studio-artwork" className="size-16 rounded-[2px] border border-paper-300 object-cover" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-ink-900">{artwork.label}</p>
            <button type="button" onClick={() => setPickerOpen(true)} className="text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline">
              <Trans>Change artwork</Trans>
            </button>
          </div>
          <ArtworkPickerDialog open={pickerOpen} onOpenChange={setPickerOpen} />
        </div>
      )}
      <section aria-labelledby="design-options-heading" className="frame rounded-[3px] p-5">
        <h2 id="design-options-heading" className="text-xl font-medium text-ink-900">
          <Trans>Design options</Trans>
        </h2>
        <div className="mt-4">
          <DesignOptionsPanel
            options={work.options}
            custom={work.custom}
            canvas={canvas}
            onOptionChange={(key, value) => send({ type: 'optionChanged', key, value })}
            onCustomChange={(key, value) => send({ type: 'customChanged', key, value })}
          />
        </div>
      </section>
      <div className="space-y-3">
        {work.visualized ? (
          <PendingButton size="lg" className="w-full" pending={busy === 'cart'} pendingLabel={t`Adding to your cart`} disabled={busy !== null} onClick={onAddToCart}>
            <Trans>Add to Cart</Trans>
          </PendingButton>
        ) : (
          <Button size="lg" className="w-full" onClick={onVisualize}>
            <Trans>Visualize on Wall</Trans>
          </Button>
        )}
        <div className="grid grid-cols-2 gap-3">
          <PendingButton variant="outline" pending={busy === 'save'} pendingLabel={t`Saving your design`} disabled={busy !== null} onClick={onSaveDesign}>
            <Trans>Save Design</Trans>
          </PendingButton>
          <Button variant="ghost" onClick={onTryAgain}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
        <ArEntry artwork={artwork} work={work} />
        {banner && (
          <Notice tone="success">
            <Trans>Added to your cart.</Trans>{' '}
            <Link to={paths.cart} className="font-semibold text-terracotta-700 underline underline-offset-4">
              <Trans>View Cart</Trans>
            </Link>
          </Notice>
        )}
      </div>
    </aside>
  );
}

/**
 * 'View on your wall (AR)' (docs/product/ar.md#where-it-starts): once an artwork, a canvas size and
 * a frame are chosen. The model is made for the shop's sizes, so a Custom size says so instead.
 */
function ArEntry({ artwork, work }: { artwork: StudioArtwork | null; work: WallWork }) {
  const { canvasSize, frameStyle, artStyle, texture } = work.options;
  if (!artwork || !canvasSize || !frameStyle) return null;
  if (canvasSize === 'Custom') {
    return (
      <p className="text-sm text-ink-600">
        <Trans>The AR view shows the shop’s canvas sizes (24×36, 36×48 and 48×72 in); choose one of them to see it on your wall.</Trans>
      </p>
    );
  }
  const link = arLinkFor(artwork.imageId, { canvasSize, frameStyle, artStyle, texture });
  if (!link) {
    return (
      <p className="text-sm text-ink-600">
        <Trans>Add this artwork to your cart or save the design to view it on your wall in AR.</Trans>
      </p>
    );
  }
  return (
    // A document of its own: the AR page's policy lets model-viewer compile WebAssembly (decision 076).
    <LinkButton to={link} reloadDocument variant="outline" className="w-full" data-testid="view-in-ar">
      <Trans>View on your wall (AR)</Trans>
    </LinkButton>
  );
}

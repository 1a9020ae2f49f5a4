import { ChosenArtwork } from '../picker/chosen-artwork';
import { MyDesigns } from '../designs/my-designs';
import { WallBackgrounds } from '../walls/wall-backgrounds';
import { DesignColumn } from './design-column';
import { useCartAndSave } from './use-cart-and-save';
import { useLoadedImage } from './use-loaded-image';
import { useWallWork } from './use-wall-work';
import { WallStage } from './wall-stage';

/**
 * The wall tab (docs/product/visualizer.md#wall-tab, docs/product/visualizer.md#wall-art-flow, issue 12): design options with the live
 * price, a live preview, then the art on a chosen wall at its true size — drag, perspective, room
 * light — and Add to Cart / Save Design with a rendered preview of exactly what was shown.
 * The work and its steps: use-wall-work.ts; the two buttons that store it: use-cart-and-save.ts.
 */
export function WallTab() {
  const { artwork, work, send, wall, wallIndex, wallNotice, canvas, openedDesign, visualize, resetPosition, chooseWall, openDesign, tryAgain } = useWallWork();
  const artImage = useLoadedImage(artwork ? artwork.fullUrl || artwork.url : null);
  const { busy, banner, addToCart, saveDesign } = useCartAndSave({ artwork, work, wall, wallIndex, canvas, artImage, openedDesign });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        {artwork ? (
          <WallStage artwork={artwork} work={work} wall={wall} artImage={artImage} canvas={canvas} wallNotice={wallNotice} send={send} onResetPosition={resetPosition} />
        ) : (
          <ChosenArtwork />
        )}
        <WallBackgrounds selectedId={wall?.id ?? null} onSelect={chooseWall} />
        <MyDesigns onOpen={openDesign} />
      </div>
      <DesignColumn
        artwork={artwork}
        work={work}
        canvas={canvas}
        send={send}
        busy={busy}
        banner={banner}
        onVisualize={visualize}
        onAddToCart={() => void addToCart()}
        onSaveDesign={() => void saveDesign()}
        onTryAgain={tryAgain}
      />
    </div>
  );
}

import {
  CART_SUCCESS_BANNER_MS,
  centsToDecimalString,
  DEFAULT_CART_ITEM_DESCRIPTION,
  DEFAULT_CART_ITEM_NAME,
  DEFAULT_DESIGN_DESCRIPTION,
  DESIGN_MESSAGES,
  isCompleteDesignOptions,
  MESSAGES,
  sameDesignOptions,
  savedDesignName,
  wallArtItemId,
  wallArtPriceCents,
  type DesignOptions,
  type SavedDesign,
  type WallBackground,
} from '@wallart/shared';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { PendingButton } from '../../../components/ui/pending-button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { paths, signInHref } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-error';
import { addItem, selectCartItems } from '../../../stores/cart-slice';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { artworkChosen, artworkCleared, selectStudioArtwork, selectStudioArtworkVersion, type StudioArtwork } from '../../../stores/studio-slice';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { useCreateDesignMutation, useUpdateDesignMutation } from '../api/designs-api';
import { studioArtworkKind } from '../api/images-api';
import { MyDesigns } from '../designs/my-designs';
import { ArtworkPickerDialog } from '../picker/artwork-picker-dialog';
import { ChosenArtwork } from '../picker/chosen-artwork';
import { ArtPreview } from './art-preview';
import { canvasInches, customDimensions, customSizeProblem, formatInches, framedInches } from './art-size';
import { loadCompositeWall, renderComposite } from './composite';
import { DesignOptionsPanel } from './design-options-panel';
import { defaultPlacement, fromDesignPlacement, measuredWidthInches, rescalePlacement, resizePlacement, toDesignPlacement } from './placement';
import { useLoadedImage } from './use-loaded-image';
import { Visualizer } from './visualizer';
import { uploadImage } from '../api/upload-image';
import { pictureBlob } from '../face/picture-blob';
import { useWallBackgrounds } from '../walls/use-wall-backgrounds';
import { WallBackgrounds } from '../walls/wall-backgrounds';
import { clearWallWorkSnapshot, restoredWallWork, saveWallWorkSnapshot, wallWorkReducer } from './wall-work';

/** Add to Cart and Save need a complete design (ours: a print needs a size and a frame; docs/spec-deviations.md). */
export const OPTIONS_REQUIRED_MESSAGE = 'Please choose an art style, texture, canvas size and frame style first.';

/** The performance measure of one composite preview (decode, draw, JPEG), for the bench. */
export const COMPOSITE_MEASURE = 'wallart:composite';

const sameSize = (a: { width: number; height: number } | null | undefined, b: { width: number; height: number } | null | undefined) =>
  !!a && !!b && Math.abs(a.width - b.width) < 1e-9 && Math.abs(a.height - b.height) < 1e-9;

/**
 * The wall tab (SPEC §2 "Wall tab", §4 "Wall-art flow", issue 12): design options with the live
 * price, a live preview, then the art on a chosen wall at its true size — drag, perspective, room
 * light — and Add to Cart / Save Design with a rendered preview of exactly what was shown.
 */
export function WallTab() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const artwork = useAppSelector(selectStudioArtwork);
  const artworkVersion = useAppSelector(selectStudioArtworkVersion);
  const userId = useAppSelector(selectCurrentUserId);
  const cartItems = useAppSelector(selectCartItems);
  // The work kept in this browser tab comes back: a reload, Back from the cart, the sign-in detour (decision 018).
  const [work, send] = useReducer(wallWorkReducer, artwork, restoredWallWork);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [busy, setBusy] = useState<null | 'cart' | 'save'>(null);
  /**
   * Add to Cart or Save Design is running. Set in the click itself: the disabled button comes a
   * render later, and a click that lands before it must not add (and upload a preview) twice.
   */
  const busyNow = useRef(false);
  const [banner, setBanner] = useState(false);
  const { walls, isLoading: wallsLoading, ownFailed: ownWallsFailed } = useWallBackgrounds();
  /** The wall of the design opened from My Designs, until the customer chooses a wall themselves. */
  const [openedWallId, setOpenedWallId] = useState<string | null>(null);
  const [createDesign] = useCreateDesignMutation();
  const [updateDesign] = useUpdateDesignMutation();
  /** The design opened from My Designs: Save Design changes it (PUT) while its artwork is the one shown. */
  const [openedDesign, setOpenedDesign] = useState<{ id: string; name: string; imageId: string } | null>(null);
  const wallIndex = Math.max(0, walls.findIndex((w) => w.id === work.wallId));
  const wall: WallBackground | null = walls[wallIndex] ?? null;
  /** A saved design's placement waits here until its wall and size are known (My Designs → Open). */
  const pendingPlacement = useRef<SavedDesign['placement'] | null>(null);
  /** The scale the current placement was made for: a new stated wall width re-hangs the art at true size. */
  const placedScale = useRef<{ wallId: string; widthInches: number } | null>(null);
  const artImage = useLoadedImage(artwork ? artwork.fullUrl || artwork.url : null);
  const canvas = useMemo(() => canvasInches(work.options, work.custom), [work.options, work.custom]);
  const framed = useMemo(() => (canvas ? framedInches(canvas, work.options.frameStyle) : null), [canvas, work.options.frameStyle]);
  /** Image ids of artwork this tab stored, by URL: stored once, however often it is added or saved. */
  const storedArtwork = useRef(new Map<string, string>());

  const seenVersion = useRef(artworkVersion);

  // Every change is kept at once: the page may be reloaded or left for the cart at any moment.
  useEffect(() => saveWallWorkSnapshot({ work, artwork }), [work, artwork]);

  // SPEC §4 step 7: a new image from outside resets the visualization.
  useEffect(() => {
    if (artworkVersion === seenVersion.current) return;
    seenVersion.current = artworkVersion;
    send({ type: 'artworkReplaced' });
  }, [artworkVersion]);

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
  }, [work.visualized, work.placement, wall, framed, wallsLoading]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), CART_SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const visualize = () => {
    if (!artwork) {
      toast.error(MESSAGES.wallArt.imageRequired);
      return;
    }
    if (!framed) {
      // Only a custom size without usable dimensions leaves no canvas: say what is wrong with it.
      toast.error(customSizeProblem(work.custom) ?? MESSAGES.designs.generateFirst);
      return;
    }
    if (wall) {
      placedScale.current = { wallId: wall.id, widthInches: wall.widthInches };
      send({ type: 'visualized', placement: defaultPlacement(framed, wall) });
    }
  };

  const chooseWall = useCallback((chosen: WallBackground) => {
    setOpenedWallId(null);
    send({ type: 'wallChosen', wallId: chosen.id });
  }, []);

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
      seenVersion.current += 1; // this artwork comes with its work: not a new image from outside
      dispatch(
        artworkChosen({
          imageId: design.image.id,
          url: design.image.previewUrl || design.image.url,
          fullUrl: design.image.url,
          width: design.image.width,
          height: design.image.height,
          vector: design.image.vector,
          kind: studioArtworkKind(design.image.kind),
          label: design.name,
        }),
      );
      send({
        type: 'restored',
        work: {
          options,
          custom: { width: customWidthInches ? String(customWidthInches) : '', height: customHeightInches ? String(customHeightInches) : '' },
          wallId: design.wallId,
          visualized: placement !== null,
          placement: null,
          adjusting: false,
        },
      });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [dispatch],
  );

  /** DESIGN §4.5: the artwork is stored before a cart line or a design refers to it. */
  const storeArtwork = async (chosen: StudioArtwork): Promise<string> => {
    if (chosen.imageId) return chosen.imageId;
    const url = chosen.fullUrl || chosen.url;
    const known = storedArtwork.current.get(url);
    if (known) return known;
    // A `blob:` render (a portrait of this visit) cannot be fetched under the CSP: it is drawn again.
    const blob = url.startsWith('blob:') ? await pictureBlob(url) : await (await fetch(url)).blob();
    const stored = await uploadImage(blob, { fileName: 'artwork', kind: chosen.kind === 'face' || chosen.kind === 'sample' ? 'face' : 'upload' });
    storedArtwork.current.set(url, stored._id);
    return stored._id;
  };

  const storePreview = async () => {
    if (!wall || !artImage || !canvas || !work.placement) throw new Error('Nothing to render');
    const started = performance.now();
    const wallImage = await loadCompositeWall(wall.imageUrl, wall);
    const blob = await renderComposite({ wallImage, wall, artImage, options: work.options, canvasInches: canvas, placement: work.placement }).finally(() => wallImage.close());
    // Read by `npm run bench -- visualizer`: the wall decoded, the composite drawn and encoded.
    performance.measure(COMPOSITE_MEASURE, { start: started, end: performance.now() });
    return uploadImage(blob, { fileName: 'wall-preview.jpg', kind: 'preview' });
  };

  /** Marks Add to Cart or Save Design as running; false when one already is (the click does nothing). */
  const begin = (what: 'cart' | 'save'): boolean => {
    if (busyNow.current) return false;
    busyNow.current = true;
    setBusy(what);
    return true;
  };
  const end = () => {
    busyNow.current = false;
    setBusy(null);
  };

  const addToCart = async () => {
    if (busyNow.current) return;
    if (!artwork) return toast.error(MESSAGES.wallArt.imageRequired);
    const options = work.options;
    if (!isCompleteDesignOptions(options) || !canvas) return toast.error(OPTIONS_REQUIRED_MESSAGE);
    if (!begin('cart')) return;
    try {
      const artworkId = await storeArtwork(artwork);
      const existing = cartItems.find((item) => item.artworkId === artworkId && sameDesignOptions(item.options as DesignOptions, options));
      // The same artwork with the same options only raises the quantity: no new preview needed.
      const preview = existing ? null : await storePreview();
      dispatch(
        addItem({
          id: wallArtItemId(Date.now()),
          name: DEFAULT_CART_ITEM_NAME,
          image: preview ? preview.previewUrl || preview.url : (existing?.image ?? null),
          price: centsToDecimalString(wallArtPriceCents(options)),
          description: DEFAULT_CART_ITEM_DESCRIPTION,
          generatedImageId: artworkId,
          // Line dimensions are in feet (shared cart rules); a preset size is known by its name.
          options: { ...options, ...(options.canvasSize === 'Custom' ? { dimensions: { width: canvas.width / 12, height: canvas.height / 12 } } : {}) },
          artworkId,
          previewId: preview?._id ?? existing?.previewId,
        }),
      );
      setBanner(true);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : MESSAGES.cart.addFailed);
    } finally {
      end();
    }
  };

  const saveDesign = async () => {
    if (busyNow.current) return;
    if (!artwork || !work.visualized || !work.placement) return toast.error(MESSAGES.designs.generateFirst);
    if (!userId) {
      toast.info(MESSAGES.designs.signInToSave);
      saveWallWorkSnapshot({ work, artwork });
      void navigate(signInHref('wallArt'));
      return;
    }
    if (!isCompleteDesignOptions(work.options) || !canvas) return toast.error(OPTIONS_REQUIRED_MESSAGE);
    if (!begin('save')) return;
    try {
      const artworkId = await storeArtwork(artwork);
      const preview = await storePreview();
      const custom = work.options.canvasSize === 'Custom' ? customDimensions(work.custom) : null;
      const design = {
        image: artworkId,
        previewImage: preview._id,
        options: { ...work.options, customWidthInches: custom?.width ?? null, customHeightInches: custom?.height ?? null },
        wallId: wall?.id ?? null,
        selectedWall: wallIndex,
        placement: toDesignPlacement(work.placement),
        isVisualized: true,
        price: centsToDecimalString(wallArtPriceCents(work.options)),
      };
      // A design opened from My Designs is changed in place (its name kept); anything else is a new design.
      const opened = openedDesign && openedDesign.imageId === artworkId ? openedDesign : null;
      if (opened) {
        await updateDesign({ id: opened.id, changes: design }).unwrap();
        toast.success(MESSAGES.designs.updated(opened.name));
      } else {
        await createDesign({
          userId,
          name: savedDesignName(new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })),
          description: DEFAULT_DESIGN_DESCRIPTION,
          ...design,
        }).unwrap();
        toast.success(MESSAGES.designs.saved);
      }
    } catch (failure) {
      toast.error(MESSAGES.designs.saveError(serverMessage(failure, failure instanceof Error ? failure.message : String(failure))));
    } finally {
      end();
    }
  };

  const tryAgain = () => {
    setOpenedWallId(null);
    setOpenedDesign(null);
    send({ type: 'reset' });
    dispatch(artworkCleared());
    clearWallWorkSnapshot();
  };

  const showWall = work.visualized && wall && artImage && canvas && work.placement;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        {!artwork ? (
          <ChosenArtwork />
        ) : (
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
                <Button variant="ghost" size="sm" onClick={() => framed && wall && send({ type: 'placed', placement: { ...defaultPlacement(framed, wall), lighting: work.placement?.lighting ?? true } })}>
                  Reset position
                </Button>
                <p className="ml-auto text-xs text-ink-600">Drag the art, or focus it and use the arrow keys.</p>
              </div>
            )}
          </section>
        )}

        <WallBackgrounds selectedId={wall?.id ?? null} onSelect={chooseWall} />
        <MyDesigns onOpen={openDesign} />
      </div>

      <aside className="space-y-6" aria-label="Design">
        {artwork && (
          <div className="frame flex items-center gap-4 rounded-[3px] p-4">
            <img src={artwork.url} alt={artwork.label} data-testid="studio-artwork" className="size-16 rounded-[2px] border border-paper-300 object-cover" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-ink-900">{artwork.label}</p>
              <button type="button" onClick={() => setPickerOpen(true)} className="text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline">
                Change artwork
              </button>
            </div>
            <ArtworkPickerDialog open={pickerOpen} onOpenChange={setPickerOpen} />
          </div>
        )}
        <section aria-labelledby="design-options-heading" className="frame rounded-[3px] p-5">
          <h2 id="design-options-heading" className="text-xl font-medium text-ink-900">
            Design options
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
            <PendingButton size="lg" className="w-full" pending={busy === 'cart'} pendingLabel="Adding to your cart" disabled={busy !== null} onClick={() => void addToCart()}>
              Add to Cart
            </PendingButton>
          ) : (
            <Button size="lg" className="w-full" onClick={visualize}>
              Visualize on Wall
            </Button>
          )}
          <div className="grid grid-cols-2 gap-3">
            <PendingButton variant="outline" pending={busy === 'save'} pendingLabel="Saving your design" disabled={busy !== null} onClick={() => void saveDesign()}>
              Save Design
            </PendingButton>
            <Button variant="ghost" onClick={tryAgain}>
              Try Again
            </Button>
          </div>
          {banner && (
            <Notice tone="success">
              Added to your cart.{' '}
              <Link to={paths.cart} className="font-semibold text-terracotta-700 underline underline-offset-4">
                View Cart
              </Link>
            </Notice>
          )}
        </div>
      </aside>
    </div>
  );
}

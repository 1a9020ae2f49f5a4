import { useLingui } from '@lingui/react/macro';
import {
  CART_SUCCESS_BANNER_MS,
  centsToDecimalString,
  DEFAULT_CART_ITEM_DESCRIPTION,
  DEFAULT_CART_ITEM_NAME,
  DEFAULT_DESIGN_DESCRIPTION,
  isCompleteDesignOptions,
  MESSAGES,
  sameDesignOptions,
  savedDesignName,
  wallArtItemId,
  wallArtPriceCents,
  type DesignOptions,
  type Dimensions,
  type WallBackground,
} from '@wallart/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { signInHref } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-error';
import { useSharedText } from '../../../lib/shared-text';
import { addItem, selectCartItems } from '../../../stores/cart-slice';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import type { StudioArtwork } from '../../../stores/studio-slice';
import type { WallWork } from '../../../stores/studio-wall-work';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { useCreateDesignMutation, useUpdateDesignMutation } from '../../../lib/designs-api';
import { uploadImage } from '../api/upload-image';
import { pictureBlob } from '../face/picture-blob';
import { customDimensions } from './art-size';
import { loadCompositeWall, renderComposite } from './composite';
import { toDesignPlacement } from './placement';
import type { OpenedDesign } from './use-wall-work';


/** The performance measure of one composite preview (decode, draw, JPEG), for the bench. */
export const COMPOSITE_MEASURE = 'wallart:composite';

export interface CartAndSaveInput {
  artwork: StudioArtwork | null;
  work: WallWork;
  wall: WallBackground | null;
  wallIndex: number;
  canvas: Dimensions | null;
  artImage: HTMLImageElement | null;
  openedDesign: OpenedDesign | null;
}

/**
 * Add to Cart and Save Design (docs/product/visualizer.md#wall-art-flow, issue 12): the artwork is stored, the wall
 * as shown is rendered and uploaded as the preview, then the cart line or the design refers to both.
 */
export function useCartAndSave({ artwork, work, wall, wallIndex, canvas, artImage, openedDesign }: CartAndSaveInput) {
  const { t } = useLingui();
  const ts = useSharedText();
  /** Add to Cart and Save need a complete design (ours: a print needs a size and a frame; docs/product/visualizer.md#design-options). */
  const optionsRequired = () => t`Please choose an art style, texture, canvas size and frame style first.`;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userId = useAppSelector(selectCurrentUserId);
  const cartItems = useAppSelector(selectCartItems);
  const [createDesign] = useCreateDesignMutation();
  const [updateDesign] = useUpdateDesignMutation();
  const [busy, setBusy] = useState<null | 'cart' | 'save'>(null);
  /**
   * Add to Cart or Save Design is running. Set in the click itself: the disabled button comes a
   * render later, and a click that lands before it must not add (and upload a preview) twice.
   */
  const busyNow = useRef(false);
  const [banner, setBanner] = useState(false);
  /** Image ids of artwork this tab stored, by URL: stored once, however often it is added or saved. */
  const storedArtwork = useRef(new Map<string, string>());

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), CART_SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  /** docs/architecture.md#artwork-never-lost: the artwork is stored before a cart line or a design refers to it. */
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
    if (!artwork) return toast.error(ts(MESSAGES.wallArt.imageRequired));
    const options = work.options;
    if (!isCompleteDesignOptions(options) || !canvas) return toast.error(optionsRequired());
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
      toast.error(ts(failure instanceof Error ? failure.message : MESSAGES.cart.addFailed));
    } finally {
      end();
    }
  };

  const saveDesign = async () => {
    if (busyNow.current) return;
    if (!artwork || !work.visualized || !work.placement) return toast.error(ts(MESSAGES.designs.generateFirst));
    if (!userId) {
      // The work is kept in the browser tab already (decision 054): the sign-in detour finds it again.
      toast.info(ts(MESSAGES.designs.signInToSave));
      void navigate(signInHref('wallArt'));
      return;
    }
    if (!isCompleteDesignOptions(work.options) || !canvas) return toast.error(optionsRequired());
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
        toast.success(ts(MESSAGES.designs.updated(opened.name)));
      } else {
        await createDesign({
          userId,
          name: savedDesignName(new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })),
          description: DEFAULT_DESIGN_DESCRIPTION,
          ...design,
        }).unwrap();
        toast.success(ts(MESSAGES.designs.saved));
      }
    } catch (failure) {
      toast.error(ts(MESSAGES.designs.saveError(serverMessage(failure, failure instanceof Error ? failure.message : String(failure)))));
    } finally {
      end();
    }
  };

  return { busy, banner, addToCart, saveDesign };
}

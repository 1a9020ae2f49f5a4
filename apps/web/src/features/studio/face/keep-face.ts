import type { StudioArtwork } from '../../../stores/studio-slice';
import { toStudioArtwork } from '../api/images-api';
import { uploadImage } from '../api/upload-image';
import { pictureBlob } from './picture-blob';

/** Portraits already kept in this visit, by the URL they were rendered at: Use this face twice stores one image. */
const kept = new Map<string, Promise<StudioArtwork>>();

/**
 * 'Use this face in Wall Art' (issue 20, decision 044): the chosen portrait, which lives only in
 * this page (a `blob:` render), is stored as an artwork of kind `face` — a guest's like a guest
 * upload, a customer's in "Your artwork" — so a reload, the cart, a saved design and an order keep
 * it. It comes back as the stored artwork, under the face tab's caption. A portrait that is already
 * stored (an image id) is handed on as it is.
 */
export function keepFace(artwork: StudioArtwork, age: number): Promise<StudioArtwork> {
  if (artwork.imageId) return Promise.resolve(artwork);
  const known = kept.get(artwork.url);
  if (known) return known;
  const storing = (async () => {
    const blob = await pictureBlob(artwork.fullUrl || artwork.url);
    const image = await uploadImage(blob, { kind: 'face', fileName: `aged-portrait-${age}.jpg` });
    return { ...toStudioArtwork(image), label: artwork.label };
  })();
  kept.set(artwork.url, storing);
  // A failed store is tried again on the next click.
  storing.catch(() => kept.delete(artwork.url));
  return storing;
}

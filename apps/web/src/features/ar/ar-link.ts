/**
 * The AR view's link (docs/product/ar.md#the-link): /ar?artwork=<random id or "sample">&size=36x48&frame=modern.
 * It carries only what a guest may already read: the artwork's random id and the options.
 */
import {
  AR_SAMPLE_ARTWORK,
  arFinishQuery,
  isArFrame,
  isArSize,
  isArStyle,
  isArTexture,
  OBJECT_ID_PATTERN,
  artStyleOfArStyle,
  textureOfArTexture,
  type ArFinish,
  type ArFrame,
  type ArSize,
} from '@wallart/shared';

export interface ArChoice extends ArFinish {
  artwork: string;
  size: ArSize;
  frame: ArFrame;
}

/** The AR view's choice from its query, or null when anything in it is missing or not the shop's. */
export function readArChoice(search: URLSearchParams): ArChoice | null {
  const artwork = (search.get('artwork') ?? '').toLowerCase();
  const size = search.get('size');
  const frame = search.get('frame');
  if (artwork !== AR_SAMPLE_ARTWORK && !OBJECT_ID_PATTERN.test(artwork)) return null;
  if (!isArSize(size) || !isArFrame(frame)) return null;
  // Style and texture may be left out (a plain matte canvas); a value that is not the shop's is a wrong link.
  const style = search.get('style');
  const texture = search.get('texture');
  if ((style !== null && !isArStyle(style)) || (texture !== null && !isArTexture(texture))) return null;
  return { artwork, size, frame, ...(style ? { style } : {}), ...(texture ? { texture } : {}) };
}

/** The model files' URLs on the API. */
export function arModelUrls(choice: ArChoice): { glb: string; usdz: string } {
  const query = `size=${choice.size}&frame=${choice.frame}${arFinishQuery(choice)}`;
  const base = `/api/ar/${encodeURIComponent(choice.artwork)}`;
  return { glb: `${base}/model.glb?${query}`, usdz: `${base}/model.usdz?${query}` };
}

/** The finish in words, for the page's description and the model's alt text: ['metallic finish', 'Abstract style']. */
export function finishWords(finish: ArFinish): string[] {
  const words: string[] = [];
  if (finish.texture) words.push(`${textureOfArTexture(finish.texture).toLowerCase()} finish`);
  if (finish.style) words.push(`${artStyleOfArStyle(finish.style)} style`);
  return words;
}

/**
 * The AR view's link (docs/product/ar.md#the-link): /ar?artwork=<random id or "sample">&size=36x48&frame=modern.
 * It carries only what a guest may already read: the artwork's random id and the options.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  type ArtStyle,
  type FrameStyle,
  type Texture,
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

const FINISH_OF_TEXTURE: Record<Texture, MessageDescriptor> = {
  Smooth: msg`smooth finish`,
  Textured: msg`textured finish`,
  Metallic: msg`metallic finish`,
  Matte: msg`matte finish`,
};
const STYLE_WORDS: Record<ArtStyle, MessageDescriptor> = {
  'Color Scheme': msg`Color Scheme style`,
  Abstract: msg`Abstract style`,
  Minimalist: msg`Minimalist style`,
  Photorealistic: msg`Photorealistic style`,
};

/** `finishWords` for the screen: the same words as descriptors, shown with `i18n._`. */
export function finishMessages(finish: ArFinish): MessageDescriptor[] {
  const words: MessageDescriptor[] = [];
  if (finish.texture) words.push(FINISH_OF_TEXTURE[textureOfArTexture(finish.texture)]);
  if (finish.style) words.push(STYLE_WORDS[artStyleOfArStyle(finish.style)]);
  return words;
}

/** A frame in the page's description (', modern frame'); None has its own sentence. */
export const FRAME_WORDS: Record<Exclude<FrameStyle, 'None'>, MessageDescriptor> = {
  Modern: msg`modern frame`,
  Classic: msg`classic frame`,
  Floating: msg`floating frame`,
};

/** A frame in the model's alt text ('in a modern frame'). */
export const IN_FRAME_WORDS: Record<Exclude<FrameStyle, 'None'>, MessageDescriptor> = {
  Modern: msg`in a modern frame`,
  Classic: msg`in a classic frame`,
  Floating: msg`in a floating frame`,
};

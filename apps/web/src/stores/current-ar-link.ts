import { AR_SAMPLE_ARTWORK, arFinishOf, arFrameOf, arHref, arSizeOf } from '@wallart/shared';
import { readStudioWork } from './studio-session';

/**
 * Where 'Try AR Now' goes (docs/product/ar.md#where-it-starts): the visitor's current artwork (the
 * studio's kept work) in the size, frame, style and texture they chose, Medium and Modern for what they have not;
 * the sample artwork when they have none yet. Loaded when the button is pressed, never with the page.
 */
export function currentArLink(): string {
  const kept = readStudioWork();
  const artwork = kept?.artwork?.imageId ?? AR_SAMPLE_ARTWORK;
  const size = (kept && arSizeOf(kept.work.options.canvasSize)) ?? '36x48';
  const frame = (kept && arFrameOf(kept.work.options.frameStyle)) ?? 'modern';
  const finish = kept ? arFinishOf(kept.work.options.artStyle, kept.work.options.texture) : {};
  return arHref(artwork, size, frame, finish);
}

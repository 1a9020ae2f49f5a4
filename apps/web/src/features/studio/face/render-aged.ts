import { agingEffects, agingYears, personMatte, planAging, renderAging, type AgingPlan, type PixelImage } from '@wallart/imaging';
import type { DetectedFace, PersonMask } from './face-detector';

/** Portraits are this wide (4:5): enough for the wall tab's preview and a print proof, bounded work. */
export const PORTRAIT_WIDTH = 720;

/** The photo, its longer side at most `maxSide` pixels, as pixels (worker: OffscreenCanvas). */
export function photoPixels(bitmap: ImageBitmap, maxSide: number): { pixels: ImageData; scale: number } {
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(bitmap, 0, 0, width, height);
  return { pixels: ctx.getImageData(0, 0, width, height), scale };
}

/** Where the portrait is taken from the photo, and its size. */
export interface PortraitFrame {
  x: number;
  y: number;
  scale: number;
  width: number;
  height: number;
  /** The part of the photo it shows, in the photo's pixels. */
  w: number;
  h: number;
}

/** The portrait's frame for a face's box: 4:5 around the face (head, hair and shoulders), PORTRAIT_WIDTH wide. */
export function portraitFrame(photo: { width: number; height: number }, box: DetectedFace['box']): PortraitFrame {
  let w = Math.min(photo.width, box.width * 1.8);
  let h = w * 1.25;
  if (h > photo.height) {
    h = photo.height;
    w = Math.min(photo.width, h / 1.25);
  }
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height * 0.38;
  const x = Math.max(0, Math.min(photo.width - w, cx - w / 2));
  const y = Math.max(0, Math.min(photo.height - h, cy - h / 2));
  const scale = PORTRAIT_WIDTH / w;
  return { x, y, w, h, scale, width: PORTRAIT_WIDTH, height: Math.round(h * scale) };
}

/** The portrait's pixels. */
export function portraitPixels(bitmap: ImageBitmap, frame: PortraitFrame): PixelImage {
  const { width, height } = frame;
  const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, frame.x, frame.y, frame.w, frame.h, 0, 0, width, height);
  const { data } = ctx.getImageData(0, 0, width, height);
  return { width, height, data };
}

/** The face's box and landmarks moved into the portrait. */
export function faceInPortrait(face: DetectedFace, frame: PortraitFrame): DetectedFace {
  const { x, y, scale } = frame;
  const move = (p: { x: number; y: number }) => ({ x: (p.x - x) * scale, y: (p.y - y) * scale });
  const { box } = face;
  return { age: face.age, box: { ...move(box), width: box.width * scale, height: box.height * scale }, landmarks: face.landmarks.map(move) };
}

/**
 * A 4:5 portrait around the face (head, hair and shoulders), PORTRAIT_WIDTH wide, with the face's
 * landmarks moved into it: a group photo gives a portrait of the largest face.
 */
export function portraitCrop(bitmap: ImageBitmap, face: DetectedFace): { image: PixelImage; face: DetectedFace } {
  const frame = portraitFrame(bitmap, face.box);
  return { image: portraitPixels(bitmap, frame), face: faceInPortrait(face, frame) };
}

/**
 * Everything about the portrait that does not depend on the age, done once for the four results.
 * With a person mask (decision 061) the hair matte stays on the person: the mask is scaled up to
 * the portrait and feathered by about one of its own pixels.
 */
export function planPortrait(image: PixelImage, face: DetectedFace, person: PersonMask | null = null): AgingPlan {
  const matte = person ? personMatte(person.mask, person.width, person.height, image.width, image.height, image.width / person.width) : null;
  return planAging(image, face.landmarks, 7, matte);
}

/** One aged portrait: the shared effects' strengths for this age, applied in one pass. */
export function renderAgedPortrait(image: PixelImage, plan: AgingPlan, estimatedAge: number, resultAge: number, index: number): PixelImage {
  const years = agingYears(estimatedAge, resultAge, index);
  return { width: image.width, height: image.height, data: renderAging(image, plan, agingEffects(estimatedAge, years)) };
}

export function encodeJpeg(image: PixelImage): Promise<Blob> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  canvas.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
}

import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n';
import { AGE_PHOTO_MIME_TYPES, AGING_MESSAGES, isAllowedMimeType, MAX_UPLOAD_BYTES, MESSAGES } from '@wallart/shared';
import type { StudioArtwork } from '../../../stores/studio-slice';

export interface AgedResult {
  age: number;
  artwork: StudioArtwork;
}

export interface AgedPortraits {
  /** The face as photographed, cropped like the results, with the age face-api estimates. */
  before: { url: string; estimatedAge: number };
  /** The portraits ready so far, in age order; `ages` are all four (the rest are still rendering). */
  results: AgedResult[];
  ages: number[];
}

export type AgeingStatus = { kind: 'idle' } | { kind: 'working' } | { kind: 'error'; message: string };

/** docs/product/studio.md#face-tab and issue 11: PNG/JPG/JPEG, at most 5 MB. */
export function photoError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isAllowedMimeType(AGE_PHOTO_MIME_TYPES, file.type)) return MESSAGES.ageProgression.imageType;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.ageProgression.imageTooLarge;
  return null;
}

/** A browser portrait's label: the visitor's prompt (trimmed) with the age, or a plain one. */
export function portraitLabel(prompt: string, age: number): string {
  return prompt ? i18n._(msg`${prompt}, age ${age}`) : i18n._(msg`Aged portrait, age ${age}`);
}

/** The image service's picture in place of the browser's portrait, labelled as photorealistic. */
export function photorealisticArtwork(original: StudioArtwork, picture: Partial<StudioArtwork> & { url: string }): StudioArtwork {
  const label = original.label;
  return { ...original, ...picture, fullUrl: picture.url, label: i18n._(msg`${label} (photorealistic)`) };
}

/**
 * The portraits with result `index` showing `artwork`, when they are still the portraits of the
 * photo `beforeUrl` (a new Generate meanwhile leaves the new ones alone).
 */
export function withReplacedPortrait(
  current: AgedPortraits | null,
  beforeUrl: string,
  index: number,
  artwork: StudioArtwork,
): AgedPortraits | null {
  return current?.before.url === beforeUrl
    ? { ...current, results: current.results.map((r, i) => (i === index ? { ...r, artwork } : r)) }
    : current;
}

/** What the notice says after the image service answered: nothing, or that some or all fell back. */
export function serviceFallbackNotice(failed: number, total: number): string | null {
  if (failed <= 0) return null;
  return failed === total ? AGING_MESSAGES.fellBack : AGING_MESSAGES.partlyFellBack;
}

/** Age-progression limits of docs/product/studio.md#face-tab, simulated on the client. */

export const AGE_MIN = 1;
export const AGE_MAX = 100;
export const AGE_DEFAULT = 30;
/** The four results show the target age plus these years (docs/product/studio.md#face-tab). */
export const AGE_RESULT_OFFSETS = [0, 10, 20, 30] as const;

/** A target age from the slider or number box: whole years within 1..100; unreadable input gives 30. */
export function clampTargetAge(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return AGE_DEFAULT;
  return Math.min(AGE_MAX, Math.max(AGE_MIN, Math.round(n)));
}

/** The ages of the four results: target + 0, 10, 20, 30 (they may exceed 100, as in the spec). */
export function ageProgressionAges(targetAge: number): number[] {
  const target = clampTargetAge(targetAge);
  return AGE_RESULT_OFFSETS.map((offset) => target + offset);
}

/** 'Select Generated Face' shows 8 sample faces at a time (docs/product/studio.md#select-generated-face). */
export const SAMPLE_FACES_PER_PAGE = 8;

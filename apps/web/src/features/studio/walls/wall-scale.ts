/**
 * Scale by a known object (docs/product/visualizer.md#wall-photo): the customer lays a line across
 * something of known length on the wall photo; the photo's full width is then
 * known length × photo width in pixels / line length in pixels.
 * Points are fractions of the photo's width and height, so the figure is the same on any copy of it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n';
import { WALL_WIDTH_MAX_INCHES, WALL_WIDTH_MIN_INCHES } from '@wallart/shared';
import type { Point } from '@wallart/imaging';

export const CM_PER_INCH = 2.54;

export type ReferenceKind = 'door' | 'a4' | 'typed';
export type LengthUnit = 'cm' | 'in';

/** The objects a customer can measure by, with their length in centimetres (`label`: `i18n._(o.label)`). */
export const REFERENCE_OBJECTS: readonly { kind: Exclude<ReferenceKind, 'typed'>; label: MessageDescriptor; cm: number }[] = [
  { kind: 'door', label: msg`A door's width (80 cm)`, cm: 80 },
  { kind: 'a4', label: msg`An A4 sheet, long side (29.7 cm)`, cm: 29.7 },
];

/** A line shorter than this share of the photo's width is too short to measure by (a slip of 1 px would be ≥ 3 %). */
export const MIN_LINE_FRACTION = 0.03;
/** Typed lengths: 1 cm to 20 m. */
export const TYPED_LENGTH_MIN_CM = 1;
export const TYPED_LENGTH_MAX_CM = 2000;

/** What a measurement says is wrong, in the UI's language when read. */
export const SCALE_MESSAGES = {
  get lineTooShort(): string {
    return i18n._(msg`The line is too short to measure by: drag its two ends to the two ends of the object.`);
  },
  get lengthInvalid(): string {
    const min = TYPED_LENGTH_MIN_CM;
    const max = TYPED_LENGTH_MAX_CM / 100;
    return i18n._(msg`Type the object's length as a number from ${min} cm to ${max} m (for example 120 or 47.5).`);
  },
  widthOutOfRange: (widthInches: number): string => {
    const inches = Math.round(widthInches);
    const min = WALL_WIDTH_MIN_INCHES;
    const max = WALL_WIDTH_MAX_INCHES;
    return i18n._(msg`That makes the photo ${inches} in wide, outside ${min}–${max} in: check that the line spans the object and the length is right.`);
  },
};

/** A typed length in centimetres, or null when it is not a number within 1 cm – 20 m. Accepts a decimal comma. */
export function parseTypedLengthCm(text: string, unit: LengthUnit): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const cm = Number(cleaned) * (unit === 'in' ? CM_PER_INCH : 1);
  return cm >= TYPED_LENGTH_MIN_CM && cm <= TYPED_LENGTH_MAX_CM ? cm : null;
}

/** The line's length in photo pixels. */
export function linePixels(a: Point, b: Point, photo: { width: number; height: number }): number {
  return Math.hypot((b.x - a.x) * photo.width, (b.y - a.y) * photo.height);
}

/** The width the whole photo spans at the wall, in inches, when the line covers `knownCm`. */
export function photoWidthInches(lineLengthPx: number, photoWidthPx: number, knownCm: number): number {
  return ((knownCm / CM_PER_INCH) * photoWidthPx) / lineLengthPx;
}

export type ScaleResult = { ok: true; widthInches: number } | { ok: false; message: string };

/**
 * The wall width a measurement gives, or the message that says what to fix: a line too short, a
 * typed length that is not a length, a width the server would refuse (24–1200 in).
 */
export function measureWallWidth(input: {
  a: Point;
  b: Point;
  photo: { width: number; height: number };
  reference: ReferenceKind;
  typedLength: string;
  typedUnit: LengthUnit;
}): ScaleResult {
  const { a, b, photo } = input;
  const px = linePixels(a, b, photo);
  if (!(px >= MIN_LINE_FRACTION * photo.width)) return { ok: false, message: SCALE_MESSAGES.lineTooShort };
  const known = input.reference === 'typed' ? parseTypedLengthCm(input.typedLength, input.typedUnit) : REFERENCE_OBJECTS.find((o) => o.kind === input.reference)!.cm;
  if (known === null) return { ok: false, message: SCALE_MESSAGES.lengthInvalid };
  const widthInches = Math.round(photoWidthInches(px, photo.width, known) * 100) / 100;
  if (widthInches < WALL_WIDTH_MIN_INCHES || widthInches > WALL_WIDTH_MAX_INCHES) return { ok: false, message: SCALE_MESSAGES.widthOutOfRange(widthInches) };
  return { ok: true, widthInches };
}

/**
 * The artwork's real size on the wall (issue 12: "the canvas size sets the artwork's real size on
 * the wall"). Sizes are inches; docs/product/visualizer.md#design-options lists the canvas sizes, the frames' mouldings are ours.
 */
import { useLingui } from '@lingui/react/macro';
import {
  artworkSizeInches,
  numberFormat,
  CANVAS_SIZE_INCHES,
  CUSTOM_SIZE_MAX_INCHES,
  CUSTOM_SIZE_MIN_INCHES,
  DESIGN_MESSAGES,
  FRAME_SPECS,
  UNSELECTED,
  type DesignOptions,
  type Dimensions,
  type FrameSpec,
} from '@wallart/shared';
import type { CustomSize } from '../../../stores/studio-wall-work';

/** Shown until a canvas size is chosen, so the first visualisation is already to scale. */
export const PREVIEW_CANVAS_INCHES: Readonly<Dimensions> = CANVAS_SIZE_INCHES['Medium (36x48)']!;

// The mouldings' widths are shared (FRAME_SPECS): the AR model builds the same frame (docs/product/ar.md#the-model).
export function frameSpec(frameStyle: DesignOptions['frameStyle']): FrameSpec {
  return frameStyle === UNSELECTED ? FRAME_SPECS.None : FRAME_SPECS[frameStyle];
}

// The custom size as typed is part of the studio's kept work, so its type lives with it (decision 054).
export type { CustomSize };

export const CUSTOM_SIZE_MESSAGE = DESIGN_MESSAGES.customSize;

/** A custom side in inches, or null when it is not a number within the limits. */
export function parseCustomInches(text: string): number | null {
  if (!/^\s*\d+(\.\d{1,2})?\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= CUSTOM_SIZE_MIN_INCHES && value <= CUSTOM_SIZE_MAX_INCHES ? value : null;
}

/**
 * What is wrong with a custom size (the shared design rules' messages), or null when it is usable:
 * a side not entered asks for both, a side out of range or not a number states the range.
 */
export function customSizeProblem(custom: CustomSize): string | null {
  if (custom.width.trim() === '' || custom.height.trim() === '') return DESIGN_MESSAGES.customSizeRequired;
  return customDimensions(custom) ? null : DESIGN_MESSAGES.customSize;
}

export function customDimensions(custom: CustomSize): Dimensions | null {
  const width = parseCustomInches(custom.width);
  const height = parseCustomInches(custom.height);
  return width !== null && height !== null ? { width, height } : null;
}

/**
 * The printed canvas in inches (the shared `artworkSizeInches`): preset sizes as labelled
 * (24x36 is 24 wide), a custom size as typed, Medium while no size is chosen. Null when Custom is
 * chosen without valid dimensions.
 */
export function canvasInches(options: Pick<DesignOptions, 'canvasSize'>, custom: CustomSize): Dimensions | null {
  if (options.canvasSize === UNSELECTED) return PREVIEW_CANVAS_INCHES;
  const dims = customDimensions(custom);
  return artworkSizeInches({ canvasSize: options.canvasSize, customWidthInches: dims?.width ?? null, customHeightInches: dims?.height ?? null });
}

/** The outside of the framed piece: canvas plus gap and moulding on each side. */
export function framedInches(canvas: Dimensions, frameStyle: DesignOptions['frameStyle']): Dimensions {
  const { moulding, gap } = frameSpec(frameStyle);
  const border = 2 * (moulding + gap);
  return { width: canvas.width + border, height: canvas.height + border };
}

const inchNumber = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** '36 × 48 in' */
export function formatInches(size: Dimensions): string {
  return `${inchNumber(size.width)} × ${inchNumber(size.height)} in`;
}

/** `formatInches` in the UI's language ('36 × 48 in', '36 × 48 po', '36 × 48 Zoll'…), its numbers written the language's way. */
export function useInchesText(): (size: Dimensions) => string {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const number = (v: number) => (locale === 'en' ? inchNumber(v) : numberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(v));
  return (size) => {
    const width = number(size.width);
    const height = number(size.height);
    return t`${width} × ${height} in`;
  };
}

/**
 * Saved designs' rules that need no schema (docs/product/visualizer.md#saved-designs, issue 12): the custom size
 * and text limits, what the design calls say, and the artwork's real size. Apart from
 * schemas/designs.ts so the studio can use them without loading zod before anyone touches it
 * (issue 21).
 */
import { CANVAS_SIZE_INCHES, UNSELECTED, type DesignOptions, type Dimensions } from './options';

/** Custom canvas size limits in inches (ours: 6 in is a postcard, 240 in a 20 ft mural). */
export const CUSTOM_SIZE_MIN_INCHES = 6;
export const CUSTOM_SIZE_MAX_INCHES = 240;
export const DESIGN_NAME_MAX_LENGTH = 120;
export const DESIGN_DESCRIPTION_MAX_LENGTH = 500;

export const DESIGN_MESSAGES = {
  nameRequired: 'Please enter a name for your design.',
  customSize: `Custom sizes are from ${CUSTOM_SIZE_MIN_INCHES} to ${CUSTOM_SIZE_MAX_INCHES} inches wide and high.`,
  customSizeRequired: 'Please enter the width and height of your custom size in inches.',
  imageIdRequired: 'The design must refer to an uploaded image by its id (data URLs are not accepted).',
  priceMismatch: 'The price does not match the chosen options. Please refresh and try again.',
  placementInvalid: 'The placement on the wall is not valid.',
  wallNotFound: 'Wall background not found',
  notFound: 'Design not found',
  nothingToUpdate: 'Send at least one field to change.',
  userMismatch: 'You can only save designs to your own account.',
} as const;

export interface ArtworkOptions extends DesignOptions {
  /** Set with canvasSize Custom, in inches; null otherwise. */
  customWidthInches: number | null;
  customHeightInches: number | null;
}

/** The artwork's real size in inches for the chosen options; null while no size is chosen. */
export function artworkSizeInches(options: Pick<ArtworkOptions, 'canvasSize' | 'customWidthInches' | 'customHeightInches'>): Dimensions | null {
  if (options.canvasSize === UNSELECTED) return null;
  if (options.canvasSize === 'Custom') {
    return options.customWidthInches && options.customHeightInches
      ? { width: options.customWidthInches, height: options.customHeightInches }
      : null;
  }
  return CANVAS_SIZE_INCHES[options.canvasSize];
}

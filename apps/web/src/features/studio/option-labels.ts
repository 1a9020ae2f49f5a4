import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArtStyle, CanvasSize, FrameStyle, Texture } from '@wallart/shared';

/**
 * The design options' names on screen (docs/product/visualizer.md#design-options). The values
 * themselves ('Medium (36x48)', 'Modern'…) are what the server and the cart receive, unchanged;
 * only what a person reads is translated.
 */
export const ART_STYLE_LABELS: Record<ArtStyle, MessageDescriptor> = {
  'Color Scheme': msg`Color Scheme`,
  Abstract: msg`Abstract`,
  Minimalist: msg`Minimalist`,
  Photorealistic: msg`Photorealistic`,
};

export const TEXTURE_LABELS: Record<Texture, MessageDescriptor> = {
  Smooth: msg`Smooth`,
  Textured: msg`Textured`,
  Metallic: msg`Metallic`,
  Matte: msg`Matte`,
};

export const CANVAS_SIZE_LABELS: Record<CanvasSize, MessageDescriptor> = {
  'Small (24x36)': msg`Small (24x36)`,
  'Medium (36x48)': msg`Medium (36x48)`,
  'Large (48x72)': msg`Large (48x72)`,
  Custom: msg`Custom`,
};

export const FRAME_STYLE_LABELS: Record<FrameStyle, MessageDescriptor> = {
  Modern: msg`Modern`,
  Classic: msg`Classic`,
  Floating: msg`Floating`,
  None: msg`None`,
};

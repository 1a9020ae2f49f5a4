import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Pictures from apps/web/public/media (made by scripts/media, listed in its manifest.json): paths,
 * intrinsic sizes and alt text as the manifest gives them (as message descriptors, shown with
 * `i18n._(…)`). Each has a full and a small WebP.
 */
export interface ResponsiveImage {
  src: string;
  srcSmall: string;
  width: number;
  height: number;
  smallWidth: number;
  alt: MessageDescriptor;
}

function image(group: string, id: string, width: number, height: number, smallWidth: number, alt: MessageDescriptor): ResponsiveImage {
  return { src: `/media/${group}/${id}.webp`, srcSmall: `/media/${group}/${id}-${smallWidth}.webp`, width, height, smallWidth, alt };
}

/** `srcset` for a picture with its full and small files. */
export function srcSet(img: ResponsiveImage): string {
  return `${img.srcSmall} ${img.smallWidth}w, ${img.src} ${img.width}w`;
}

export const featureImages = {
  expertArtists: image('features', 'expert-artists', 800, 600, 400, msg`An artist palette with paint and brushes`),
  premiumMaterials: image('features', 'premium-materials', 800, 600, 400, msg`A fan of paint colour swatches beside paint cans`),
  aiDesign: image('features', 'ai-design', 800, 600, 400, msg`A tablet showing generated wall art with sparkles`),
  guaranteedQuality: image('features', 'guaranteed-quality', 800, 600, 400, msg`A shield with a check mark and a warranty badge`),
};

export const serviceImages = {
  customMurals: image('services', 'custom-murals', 800, 600, 400, msg`A wall mural half painted next to a ladder and paint can`),
  canvasPrinting: image('services', 'canvas-printing', 800, 600, 400, msg`Gallery-wrapped canvas prints and a roll of canvas`),
  wallPainting: image('services', 'wall-painting', 800, 600, 400, msg`A paint roller covering a wall in fresh sage green`),
  installation: image('services', 'installation', 800, 600, 400, msg`A framed print being hung level with a spirit level and drill`),
};

export const artImages = {
  flowingWaves: image('art', 'flowing-waves', 1024, 1024, 512, msg`Flowing waves — contemporary wall art`),
  minimalArches: image('art', 'minimal-arches', 1024, 1024, 512, msg`Desert Arches — minimalist wall art`),
  botanicalLine: image('art', 'botanical-line', 1024, 1024, 512, msg`Botanical line drawing — wall art`),
};

export const avatarSize = 160;

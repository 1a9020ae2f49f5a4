/**
 * The images module's public face (decision 013; decision 022): other modules import only this file.
 * Cart lines, designs and orders refer to artwork by id and call `claimForUser` inside their own
 * transaction; `findRefs` shows already-claimed artwork; `refusePreviewsAsArtwork` keeps a composite
 * preview from being printed as an artwork.
 */
import { imagesRetentionPlugin } from './images-pruning';
import { imagesRoutes } from './images.routes';
import { imagesServicePlugin } from './images.service';

export { refusePreviewsAsArtwork } from './images.service';
// The AR view's sample artwork is drawn by the procedural engine (docs/product/ar.md#where-it-starts).
export { composeArtworkSvg } from './generation/compose';
// The server's entry reads the icon set before it listens (decision 087).
export { loadSubjectIcons } from './generation/subject-icons';

export type { ImageRef } from '@wallart/shared';
export type { ImagesService, ImageViewer } from './images.service';
export { images, type ImageRow } from './images.tables';

export const imagesModule = {
  name: 'images',
  prefix: '/images',
  service: imagesServicePlugin,
  routes: imagesRoutes,
  plugins: [imagesRetentionPlugin],
} as const;

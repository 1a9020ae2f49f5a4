import { periodicTaskPlugin } from '../../plugins/app/periodic-task';

/** How often guest images are pruned. */
export const IMAGES_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes guest images older than 7 days with their files (images.service.ts `pruneGuestImages`),
 * once the server is ready and then every hour; the timer never keeps the process alive. Claimed
 * images have an owner and are kept.
 */
export const imagesPruningPlugin = periodicTaskPlugin({
  name: 'images-pruning',
  dependencies: ['images-service'],
  intervalMs: IMAGES_PRUNE_INTERVAL_MS,
  what: 'old guest images',
  run: (app, now) => app.imagesService.pruneGuestImages(now),
});

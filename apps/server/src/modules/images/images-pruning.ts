import fp from 'fastify-plugin';

/** How often guest images are pruned. */
export const IMAGES_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes guest images older than 7 days with their files (images.service.ts `pruneGuestImages`),
 * once the server is ready and then every hour; the timer never keeps the process alive. Claimed
 * images have an owner and are kept.
 */
export const imagesPruningPlugin = fp(
  (app, _options, done) => {
    let timer: NodeJS.Timeout | undefined;
    const prune = async () => {
      try {
        const removed = await app.imagesService.pruneGuestImages(new Date());
        if (removed > 0) app.log.info({ removed }, 'old guest images pruned');
      } catch (err) {
        app.log.warn({ err }, 'pruning guest images failed; retried at the next interval');
      }
    };
    app.addHook('onReady', async () => {
      await prune();
      timer = setInterval(() => void prune(), IMAGES_PRUNE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', (_instance, next) => {
      clearInterval(timer);
      next();
    });
    done();
  },
  { name: 'images-pruning', dependencies: ['images-service'] },
);

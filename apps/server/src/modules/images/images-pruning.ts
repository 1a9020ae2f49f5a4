import { moduleRetentionPlugin } from '../retention';

/**
 * Guest images older than 7 days are deleted with their files (images.service.ts
 * `pruneGuestImages`) by a scheduled job every hour; claimed images have an owner and are kept.
 * Image rows also keep their files from the orphan-file sweep (README "Retention").
 */
export const imagesRetentionPlugin = moduleRetentionPlugin({
  name: 'images-retention',
  dependencies: ['images-service'],
  files: (app) => [{ area: 'uploads', referenced: (keys) => app.imagesService.referencedKeys(keys) }],
  rules: (app) => [
    {
      name: 'guest-images',
      what: 'guest images older than 7 days, with their files',
      kinds: ['guestImages'],
      cron: '15 * * * *',
      run: async ({ now, dryRun }) => ({ removed: { guestImages: await app.imagesService.pruneGuestImages(now, dryRun) } }),
    },
  ],
});

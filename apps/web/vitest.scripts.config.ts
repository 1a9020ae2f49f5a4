import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// The web build's own checks (scripts/, e.g. the page budgets) run in Node but import the app's
// router, whose screens use Lingui's macros: they need the web's Vite plugins, hence this project
// on the web config rather than the root's plain `scripts` project. js-budgets builds the app
// unless WEB_DIST_BUILT names a build, as `npm test` does: hence the timeout (decision 078).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web:scripts',
      environment: 'node',
      include: ['scripts/**/*.test.ts'],
      hookTimeout: 600_000,
    },
  }),
);

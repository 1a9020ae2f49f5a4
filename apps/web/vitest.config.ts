import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      // A ceiling for a hang, not a speed budget: two test files share the two cores (decision 089),
      // and a screen test that takes 1 s alone took over 5 s on a loaded machine.
      testTimeout: 30_000,
    },
  }),
);

import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace. Server tests run once on PGlite and, when
// TEST_DATABASE_URL is set, once more on PostgreSQL (docs/architecture.md#what-done-means).
const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server:${db}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB: db },
    // Generous: a PGlite app starts in about a second on an idle machine but much slower when the
    // two cores are shared with the browser build and other suites. Speed is measured by the bench.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'imaging',
          root: 'packages/imaging',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The age effects' tests run whole synthetic portraits: about 2 s each on a machine busy
          // with other suites, past the 5 s default under more load. Speed is the bench's concern.
          testTimeout: 30_000,
        },
      },
      {
        // The start script's staleness check (scripts/) and the shared test helpers (tools/testing).
        test: {
          name: 'scripts',
          root: '.',
          include: ['scripts/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      'apps/web/vitest.config.ts',
      'apps/web/vitest.scripts.config.ts',
    ],
  },
});

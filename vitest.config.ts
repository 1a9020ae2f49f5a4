import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace. Server tests run once on PGlite and, when
// TEST_DATABASE_URL is set, once more on PostgreSQL (DESIGN §7).
const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server:${db}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});

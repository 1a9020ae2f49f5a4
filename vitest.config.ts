import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// One Vitest run covers every workspace. Server tests run once on PGlite and, when
// TEST_DATABASE_URL is set, once more on PostgreSQL (docs/architecture.md#what-done-means).
//
// Tests that start server processes or clusters of their own (and time their answers) run after
// everything else, one file at a time: a project whose maxWorkers is 1 is Vitest's sequential
// group. The rest run two files at a time (decision 089).
const PROCESS_TESTS = [
  'src/test/crash-safety.test.ts',
  'src/test/multi-process.test.ts',
  'src/test/database-outage.test.ts',
];
const serverProject = (db: 'pglite' | 'postgres', processes = false) => ({
  test: {
    name: `server:${db}${processes ? ':processes' : ''}`,
    root: 'apps/server',
    include: processes ? PROCESS_TESTS : ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(processes ? [] : PROCESS_TESTS)],
    ...(processes ? { maxWorkers: 1, sequence: { groupOrder: 1 } } : {}),
    // Each test file builds its own app on its own database, and none mocks a module, so the files
    // of a worker share its module cache instead of importing the server's graph anew per file
    // (isolation cost more than a third of the unit tests' time, decision 090).
    isolate: false,
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
    // Vitest's default is one worker per core but one, which on a 2-core machine runs every file in
    // turn while the second core waits (PGlite's work is in the worker; PostgreSQL's in its server).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
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
      serverProject('pglite', true),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres'), serverProject('postgres', true)] : []),
      'apps/web/vitest.config.ts',
      'apps/web/vitest.scripts.config.ts',
    ],
  },
});

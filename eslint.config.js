// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import wallart from './tools/eslint/import-boundaries.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Web features never reach into each other (CONVENTIONS: bulletproof-react). Cross-feature
// state lives in src/stores, shared UI in src/components, helpers in src/lib.
const featuresDir = 'apps/web/src/features';
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

/** The layers' zones (wallart/import-boundaries), for every file. */
const layerZones = [
  {
    target: './packages/shared',
    from: './apps',
    message: '@wallart/shared is the lowest layer: web and server import it, never the reverse.',
  },
  {
    target: './packages/shared',
    from: './packages/imaging',
    message:
      '@wallart/shared holds contracts and rules only; the picture engines in @wallart/imaging build on it, never the reverse.',
  },
  {
    target: './packages/imaging',
    from: './apps',
    message:
      '@wallart/imaging is a pure engine package that the web app, the server and scripts/media run; it imports neither app, so each side can use it.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The browser bundle must not contain server code; share rules through @wallart/shared.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server must not depend on the SPA; share rules through @wallart/shared.',
  },
  ...features.map((name) => ({
    target: `./${featuresDir}/${name}`,
    from: `./${featuresDir}`,
    except: [`./${name}`],
    message: 'Features do not import each other: move what both need to src/stores, src/components or src/lib.',
  })),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/stores', './apps/web/src/hooks'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared web code sits below features and the app shell; imports run shared -> features -> app.',
  },
  {
    target: ['./apps/web/src/config', './apps/web/src/types'],
    from: [
      './apps/web/src/components',
      './apps/web/src/lib',
      './apps/web/src/stores',
      './apps/web/src/hooks',
      './apps/web/src/features',
      './apps/web/src/app',
      './apps/web/src/testing',
      './apps/web/src/main.tsx',
    ],
    message:
      'Web config/ and types/ are the lowest web layer: constants and types that everything above may import; they import only each other, @wallart/shared and libraries.',
  },
  {
    target: './apps/server/src/lib',
    from: ['./apps/server/src/modules', './apps/server/src/plugins'],
    message:
      'Server lib/ holds plain helpers that modules and plugins build on; it imports neither, so anything can use it without a cycle.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features must not import the app shell; the app composes features.',
  },
];

/**
 * Issue 36, decision 069: third-party wiring (plugins/external) imports nothing of ours but config
 * and lib/: no module, not even a face, and none of our own services (plugins/app). Our services
 * in plugins/app may use a module's face only (wallart/server-modules); today that is the sessions
 * face, which request authentication is built on (decision 013).
 */
const externalPluginsZone = {
  target: './apps/server/src/plugins/external',
  from: ['./apps/server/src/modules', './apps/server/src/plugins/app'],
  message:
    'plugins/external wires third-party plugins and imports none of our modules or services (only config and lib/), so every module can rely on it without a cycle.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
      '**/*.tsbuildinfo',
      // The Babel preset that runs Lingui's macro (CommonJS, read by Babel only; decision 080).
      'apps/web/lingui-macro-preset.cjs',
      // Catalogs compiled by `lingui compile` (generated; decision 081).
      'apps/server/src/locales/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { wallart },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'wallart/import-boundaries': ['error', { zones: layerZones }],
      // Server modules are used only through modules/<name>/index.ts; db/schema.ts and *.tables.ts
      // may import *.tables.ts (the schema and foreign keys). See tools/eslint/import-boundaries.js.
      'wallart/server-modules': ['error', { serverRoot: 'apps/server/src' }],
    },
  },
  {
    files: ['apps/server/src/plugins/external/**/*.ts'],
    ignores: ['apps/server/**/*.test.ts'],
    rules: { 'wallart/import-boundaries': ['error', { zones: [...layerZones, externalPluginsZone] }] },
  },
  {
    // Tests and their helpers may use their module's internals and other modules' test helpers
    // (a test builds the app the way a module's own code cannot).
    files: ['apps/server/**/*.test.ts', 'apps/server/**/*.test-helpers.ts'],
    rules: { 'wallart/server-modules': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    ignores: ['packages/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.|@wallart/shared$).*',
              message: '@wallart/shared is pure TypeScript: no framework or Node import, only zod.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/imaging/**/*.ts'],
    ignores: ['packages/imaging/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|@wallart/shared$).*',
              message:
                '@wallart/imaging is pure TypeScript that runs in the browser, the server and scripts alike: no framework, DOM or Node import, only @wallart/shared and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Plain JavaScript tools (build and media scripts) are linted without type information.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Asymmetric matchers (expect.any, expect.stringContaining) are typed `any` by Vitest.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);

/* eslint-disable no-restricted-imports -- The one place where @wallart/shared's tests reach their
   dev-only tools. The lint rule keeps runtime code free of everything but zod; it cannot tell test
   files apart, so tests import vitest and fast-check through this module instead. Never exported
   from src/index.ts, so it never reaches a bundle. */
export { describe, it, expect, test } from 'vitest';
export { default as fc } from 'fast-check';

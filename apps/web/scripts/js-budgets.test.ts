/**
 * Issue 21: each prerendered page's JavaScript before interaction (KB gzip, level 6, as the bench
 * counts it) stays within its budget (src/config/prerendered-pages.ts). Bytes do not depend on the
 * machine's load, so this runs in CI; the Lighthouse scores they lead to stay in `npm run bench --
 * pages`. The web app is built here, into a temporary folder, with the project's Vite config;
 * or, when WEB_DIST_BUILT names a folder, that one is read: `npm test` builds the app once before
 * the unit tests (its browser tests need the build too) and passes apps/web/dist (decision 078).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedScreenSources } from '../src/app/router';
import { prerenderedPages } from '../src/config/prerendered-pages';
import { pageScripts, type Manifest } from './page-scripts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let outDir: string;
let manifest: Manifest;
/** A build made before this run (`npm test`'s `npm run build`), read and left in place. */
const builtDist = process.env.WEB_DIST_BUILT ? path.resolve(process.env.WEB_DIST_BUILT) : undefined;

beforeAll(async () => {
  if (builtDist) {
    outDir = builtDist;
    manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    return;
  }
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-js-budgets-'));
  // Vitest runs with NODE_ENV=test, which Vite would keep: React's development build, 70 KB more.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 600_000);

afterAll(() => {
  if (outDir && !builtDist) fs.rmSync(outDir, { recursive: true, force: true });
});

const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 6 }).length / 1024;

describe('JavaScript before interaction', () => {
  it.each(prerenderedPages.map((page) => [page.path, page] as const))('%s stays within its budget', (_path, page) => {
    const files = pageScripts(manifest, page.path, prerenderedScreenSources(page.path));
    const sizes = files.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
    const total = sizes.reduce((sum, s) => sum + s.kb, 0);
    const listing = sizes.map((s) => `${s.kb.toFixed(1).padStart(6)} KB  ${s.file}`).join('\n');
    expect(total, `${page.path}: ${total.toFixed(1)} KB gzip, budget ${page.jsBudgetKb} KB\n${listing}`).toBeLessThanOrEqual(page.jsBudgetKb);
    // The page's own screen is among them (a wrong manifest key would have thrown above).
    expect(files.length).toBeGreaterThan(3);
  });

});

describe('the pseudo-locale (docs/product/languages.md#complete-catalogs)', () => {
  it('is not in a production build: no chunk holds its catalog', () => {
    const keys = Object.keys(manifest);
    expect(keys.some((key) => key.endsWith('locales/fr.po')), 'the manifest lists the catalogs by their source').toBe(true);
    expect(keys.filter((key) => key.includes('pseudo'))).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { it } from 'vitest';
import { prerenderedScreenSources } from '../src/app/router';
import { prerenderedPages } from '../src/config/prerendered-pages';
import { pageScripts, type Manifest } from './page-scripts';
it('prints', () => {
  const dir = path.resolve(process.env.WEB_DIST_BUILT!);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  for (const page of prerenderedPages.filter((p) => ['/', '/payment', '/cart', '/sign-up'].includes(p.path))) {
    const files = pageScripts(manifest, page.path, prerenderedScreenSources(page.path));
    const total = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dir, file)), { level: 6 }).length, 0);
    console.log(`SIZE ${page.path} ${total} bytes = ${(total / 1024).toFixed(3)} / ${page.jsBudgetKb}`);
    if (page.path === '/payment') for (const f of files) console.log(`FILE ${f} ${gzipSync(fs.readFileSync(path.join(dir, f)), { level: 6 }).length}`);
  }
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILDS, buildStale, newestMtime } from './build-staleness.mjs';

// Issue 9 §1: the second `npm start` crashed because the staleness check walked a file source
// (apps/web/index.html) as a folder. These tests run the same decision start.mjs makes, on a
// temporary copy of the layout with a recording build runner, so no real bundle is rebuilt.
// e2e/restart.spec.ts runs the real script twice on the real tree.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let root: string;
let clock: number;

/** Writes a file with an explicit, strictly increasing mtime (file systems round sub-second times). */
function write(rel: string, content = 'x'): void {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  touch(rel);
}
function touch(rel: string): void {
  clock += 10;
  fs.utimesSync(path.join(root, rel), clock, clock);
}

/** Builds every stale bundle with a runner that only records and writes the output, like a real build. */
function start(): string[] {
  return buildStale(root, BUILDS, (build) => {
    write(build.output);
    return 0;
  });
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-staleness-'));
  clock = Math.floor(Date.now() / 1000) - 100_000;
  write('apps/web/index.html');
  write('apps/web/src/main.tsx');
  write('apps/web/public/favicon.ico');
  write('apps/server/src/server.ts');
  write('packages/shared/src/index.ts');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start staleness check', () => {
  it('builds both bundles on the first start and nothing on an untouched second start', () => {
    expect(start()).toEqual(['@wallart/web', '@wallart/server']);
    expect(start()).toEqual([]);
  });

  it('takes a file and a folder in the source list alike (the ENOTDIR crash)', () => {
    start();
    expect(() => newestMtime(root, ['apps/web/index.html', 'apps/web/src'])).not.toThrow();
    touch('apps/web/index.html');
    expect(start()).toEqual(['@wallart/web']);
  });

  it('rebuilds only the bundle whose source was touched, and both for the shared package', () => {
    start();
    touch('apps/web/src/main.tsx');
    expect(start()).toEqual(['@wallart/web']);
    touch('apps/server/src/server.ts');
    expect(start()).toEqual(['@wallart/server']);
    write('apps/web/src/features/new-feature.tsx');
    expect(start()).toEqual(['@wallart/web']);
    touch('packages/shared/src/index.ts');
    expect(start()).toEqual(['@wallart/web', '@wallart/server']);
    expect(start()).toEqual([]);
  });

  it('ignores a missing optional source and dist/node_modules inside a source', () => {
    fs.rmSync(path.join(root, 'apps/web/public'), { recursive: true });
    start();
    write('apps/web/src/node_modules/pkg/index.js');
    write('apps/web/src/dist/out.js');
    expect(start()).toEqual([]);
  });

  it('stops at a failing build and reports it', () => {
    expect(() => buildStale(root, BUILDS, () => 2)).toThrow('Build of @wallart/web failed.');
  });

  it('lists sources that exist in the repository', () => {
    for (const build of BUILDS) {
      for (const source of build.sources) expect(fs.existsSync(path.join(repoRoot, source)), source).toBe(true);
    }
  });
});

// Which production bundles `npm start` must (re)build: a bundle is stale when its output is
// missing or older than the newest file among its sources. Kept apart from start.mjs so the
// decision can be tested on a temporary tree with a recording build runner (scripts/start.test.ts).
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {{ workspace: string; output: string; sources: string[] }} Build */

/**
 * The production process, relative to the repository root: what `npm start` runs once the builds
 * are fresh, and the container image's command (Dockerfile; apps/server/src/test/deployment.test.ts).
 */
export const SERVER_ENTRY = 'apps/server/dist/server.js';

/**
 * The bundles `npm start` needs; a source is a folder (walked) or a single file.
 * @type {Build[]}
 */
export const BUILDS = [
  {
    workspace: '@wallart/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src', 'packages/imaging/src'],
  },
  { workspace: '@wallart/server', output: SERVER_ENTRY, sources: ['apps/server/src', 'packages/shared/src', 'packages/imaging/src'] },
];

const SKIPPED = new Set(['node_modules', 'dist']);

/**
 * Newest modification time of the given sources under root (0 when none exist). A source may be
 * a file or a folder: issue 9 §1, where walking `apps/web/index.html` as a folder crashed the
 * second `npm start` with ENOTDIR.
 * @param {string} root
 * @param {string[]} sources
 * @returns {number}
 */
export function newestMtime(root, sources) {
  let newest = 0;
  const visit = (full) => {
    let stat;
    try {
      stat = fs.statSync(full);
    } catch (err) {
      if (err.code === 'ENOENT') return; // an optional source (e.g. no public/ folder)
      throw err;
    }
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
      if (!SKIPPED.has(entry.name)) visit(path.join(full, entry.name));
    }
  };
  for (const source of sources) visit(path.join(root, source));
  return newest;
}

/**
 * True when the build's output is missing or older than its newest source.
 * @param {string} root
 * @param {Build} build
 */
export function isStale(root, build) {
  const out = path.join(root, build.output);
  return !fs.existsSync(out) || fs.statSync(out).mtimeMs < newestMtime(root, build.sources);
}

/**
 * Runs `run(build)` for every stale build, in order, and returns the workspaces built. `run`
 * returns the exit status; a failing build stops the sequence with an error.
 * @param {string} root
 * @param {Build[]} builds
 * @param {(build: Build) => number} run
 * @returns {string[]}
 */
export function buildStale(root, builds, run) {
  /** @type {string[]} */
  const built = [];
  for (const build of builds) {
    if (!isStale(root, build)) continue;
    const status = run(build);
    if (status !== 0) throw Object.assign(new Error(`Build of ${build.workspace} failed.`), { status });
    built.push(build.workspace);
  }
  return built;
}

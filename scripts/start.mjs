#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the one production process
// (API + SPA + uploads) on PORT (default 5000). Migrations and the seed run inside the server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './allocator.mjs';
import { BUILDS, buildStale, SERVER_ENTRY } from './build-staleness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  buildStale(root, BUILDS, (build) => {
    console.log(`Building ${build.workspace}...`);
    return spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' }).status ?? 1;
  });
} catch (err) {
  console.error(err.message);
  process.exit(err.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, SERVER_ENTRY)], {
  cwd: root,
  stdio: 'inherit',
  // jemalloc when the machine has it (scripts/allocator.mjs, decision 087).
  env: serverEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

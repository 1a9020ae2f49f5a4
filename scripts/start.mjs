#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the one production process
// (API + SPA + uploads) on PORT (default 5000). Migrations and the seed run inside the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of any file under the given folders (0 when none exist). */
function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

function needsBuild(output, sources) {
  const out = path.join(root, output);
  return !fs.existsSync(out) || fs.statSync(out).mtimeMs < newestMtime(sources);
}

const builds = [
  { workspace: '@wallart/web', output: 'apps/web/dist/index.html', sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'] },
  { workspace: '@wallart/server', output: 'apps/server/dist/server.js', sources: ['apps/server/src', 'packages/shared/src'] },
];

for (const build of builds) {
  if (!needsBuild(build.output, build.sources)) continue;
  console.log(`Building ${build.workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build of ${build.workspace} failed.`);
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

#!/usr/bin/env node
// Browser tests drive Debian's Chromium (no browser downloads on this machine kind).
// When it is missing and we run as root, install it with apt; otherwise say how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH points to ${chromium}, which does not exist.`);
  process.exit(1);
}
if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.error(
    'Chromium is not installed at /usr/bin/chromium.\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian\'s chromium package...');
const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (run(['update', '-qq']).status !== 0 || run(['install', '-y', '-qq', 'chromium']).status !== 0 || !fs.existsSync(chromium)) {
  console.error('Installing chromium with apt-get failed.');
  process.exit(1);
}

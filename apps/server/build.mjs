// Bundles the server for `npm start`: src/server.ts -> dist/server.js (ESM, Node 20).
// @wallart/shared and @wallart/imaging are workspace TypeScript source, so they are bundled in; every npm dependency stays
// external and is loaded from node_modules at run time (native modules such as sharp and argon2
// cannot be bundled). The SQL migrations are copied beside the bundle: src/db/migrate.ts finds
// them at `./migrations` relative to the running file, from source and from dist alike.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
// SERVER_BUILD_OUTDIR: another folder (the crash test bundles into its own, leaving dist/ alone).
const dist = process.env.SERVER_BUILD_OUTDIR ? path.resolve(process.env.SERVER_BUILD_OUTDIR) : path.join(root, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

// Entry points: the server, the PDF thread and the command-line tools (`node dist/create-admin.js --email E --password P`,
// `node dist/storage-copy.js`, `node dist/backup.js <file>`, `node dist/restore.js <file>`,
// `node dist/retention.js [--dry-run]`, e.g. inside the container image).
const entryPoints = {
  server: 'src/server.ts',
  'create-admin': 'src/cli/create-admin.ts',
  'storage-copy': 'src/cli/storage-copy.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
  retention: 'src/cli/retention.ts',
  // The invoice and receipt PDFs' worker thread (modules/orders/pdf-threads.ts, decision 088): the
  // bundles above start it from `./pdf-thread.js` beside themselves.
  'pdf-thread': 'src/modules/orders/pdf-thread.ts',
  // A one-process server's job workers (jobs-thread-host.ts, decision 092), from `./jobs-thread.js`.
  'jobs-thread': 'src/jobs-thread.ts',
};

const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@wallart/'));

fs.rmSync(dist, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints,
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // No `require` banner: everything bundled is ESM (our code, @wallart/shared and @wallart/imaging). Add
  // `banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" }`
  // if a bundled CommonJS module is ever added.
  logLevel: 'info',
});

fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('copied src/db/migrations -> dist/migrations');

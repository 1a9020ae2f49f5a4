// Post-build step (after `vite build`): writes `name.br` and `name.gz` next to every text file (and WebAssembly module, decision 063) of
// dist/ so the server sends them as they are (@fastify/static `preCompressed`) instead of
// compressing on each request. Issue 4: uncompressed files cost the landing page's FCP/LCP.
// node:zlib only (no native dependency); both at their highest level since it runs once per build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;
/** Below this a compressed copy saves less than a packet and is not worth a file. */
const MIN_BYTES = 512;

const dist = path.resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist');

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  // A copy that is not smaller would only make the response bigger; send the plain file then.
  if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  raw += body.length;
  brotli += Math.min(br.length, body.length);
  count += 1;
}
console.log(`compress-dist: ${count} files, ${(raw / 1024).toFixed(1)} KB -> ${(brotli / 1024).toFixed(1)} KB brotli`);

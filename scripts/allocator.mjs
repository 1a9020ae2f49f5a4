// The server's memory allocator (decision 087): under the soak bench a worker's resident memory
// grew by a quarter in ten minutes with glibc's malloc (libvips, under sharp, fragments its arenas)
// and stayed flat with jemalloc, which sharp's documentation recommends. `npm start` preloads
// jemalloc when the machine has it (Debian/Ubuntu: `apt-get install libjemalloc2`), as the
// container image does. LD_PRELOAD already set is left alone; WALLART_MALLOC=glibc keeps glibc's.
import fs from 'node:fs';

export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/local/lib/libjemalloc.so.2',
];

/**
 * The environment to start the server with: `env` plus LD_PRELOAD of the first jemalloc found,
 * unless the operator chose otherwise. `exists` is for the tests.
 */
export function serverEnv(env, exists = fs.existsSync) {
  if (env.LD_PRELOAD || env.WALLART_MALLOC === 'glibc') return env;
  const jemalloc = JEMALLOC_PATHS.find((file) => exists(file));
  return jemalloc ? { ...env, LD_PRELOAD: jemalloc } : env;
}

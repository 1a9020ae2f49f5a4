import fs from 'node:fs';
import path from 'node:path';

/**
 * The URL pattern of the built chunk of a source module (`src/features/studio/wall-art-screen.tsx`),
 * read from the web build's manifest: lazy chunks are named by their hash alone (decision 084), so
 * tests that hold one back find it here rather than by a name in the file.
 */
export function builtChunk(source: string): RegExp {
  const dist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`the web build's manifest has no ${source}`);
  return new RegExp(`/${chunk.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

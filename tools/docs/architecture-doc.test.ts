import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 10: "the architecture document names every folder of apps/server/src and apps/web/src".
 * A folder counts as named when docs/architecture.md writes its path (`features/cart/sync/`), or,
 * inside a folder the document describes part by part, its own name in backticks: a module or a
 * feature by name (`cart`), a sub-folder as `sync/`. A new folder fails here until it is described.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const doc = fs.readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');

function folders(root: string, rel = ''): string[] {
  return fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      return [child, ...folders(root, child)];
    });
}

const mentions = (text: string) => doc.includes(`\`${text}\``) || doc.includes(`\`${text}/`) || doc.includes(`/${text}/\``);

function named(rel: string): boolean {
  if (mentions(rel) || mentions(`${rel}/`)) return true;
  const parts = rel.split('/');
  const name = parts.at(-1)!;
  // modules/<name> and features/<name> are listed by name; their parts by `part/`.
  if (parts.length === 2 && (parts[0] === 'modules' || parts[0] === 'features')) return doc.includes(`\`${name}\``);
  return parts.length > 1 && named(parts.slice(0, -1).join('/')) && doc.includes(`\`${name}/\``);
}

describe('docs/architecture.md', () => {
  for (const app of ['apps/server/src', 'apps/web/src']) {
    it(`names every folder of ${app}`, () => {
      const all = folders(path.join(repoRoot, app));
      expect(all.length).toBeGreaterThan(10);
      expect(all.filter((rel) => !named(rel))).toEqual([]);
    });
  }
});

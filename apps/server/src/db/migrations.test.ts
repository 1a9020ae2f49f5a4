import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate';

const sqlFiles = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));

describe('committed migrations', () => {
  it('are listed in drizzle\'s journal, one entry per SQL file', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(journal.entries.map((e) => `${e.tag}.sql`).sort()).toEqual([...sqlFiles].sort());
  });

  it('never name the public schema, so they run in whatever schema search_path selects', () => {
    // `npm run db:generate` strips drizzle-kit's "public". qualifiers; a hand-written file must too.
    for (const name of sqlFiles) {
      expect(fs.readFileSync(path.join(migrationsFolder, name), 'utf8'), name).not.toContain('"public".');
    }
  });
});

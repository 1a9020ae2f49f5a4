import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Run after `drizzle-kit generate` (see the db:generate script). drizzle-kit writes tables of the
 * default schema unqualified but qualifies foreign keys and enum types as `"public"."name"`. We
 * remove that qualifier so every migration acts on the schema named by the connection's
 * search_path: `public` in production, a throw-away `t_<random>` schema per test app on PostgreSQL.
 */
const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

function makeSchemaRelative(sqlText: string): string {
  return sqlText.replaceAll('"public".', '');
}

for (const name of fs.readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'))) {
  const file = path.join(migrationsDir, name);
  const before = fs.readFileSync(file, 'utf8');
  const after = makeSchemaRelative(before);
  if (after !== before) {
    fs.writeFileSync(file, after);
    console.log(`made ${name} schema-relative`);
  }
}

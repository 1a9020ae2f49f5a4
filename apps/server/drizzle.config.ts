import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @wallart/server` compares src/db/schema.ts with the last snapshot and
// writes a new SQL migration to src/db/migrations (committed; applied at start by src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { adminCreateUserBodySchema, MESSAGES } from '@wallart/shared';
import { ConfigError, loadConfig } from '../config';
import { connectDatabase, databaseOptionsFromConfig } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { DatabaseInUseError } from '../db/pglite-lock';
import { ensureAdmin, isCommonPassword } from '../modules/auth';
import { createPasswordHasher } from '../lib/passwords';
import { createUsersService } from '../modules/users';

const USAGE = 'Usage: npm run create-admin -- --email <email> --password <password> [--name <name>] [--promote]';

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/**
 * `npm run create-admin -- --email E --password P` (issue "Accounts"): makes sure an admin account
 * exists, on the database the server would use (DATABASE_URL, or the PGlite folder under DATA_DIR).
 * It never changes an existing account silently: an admin stays as it is (password included), and
 * an account with role user is made admin only with `--promote`. Returns the exit code.
 */
export async function createAdminCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  output: CommandOutput = { out: console.log, err: console.error },
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string', default: 'Administrator' },
        promote: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (err) {
    output.err(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const parsed = adminCreateUserBodySchema.safeParse({ name: values.name, email: values.email, password: values.password, role: 'admin' });
  if (!parsed.success) {
    output.err(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`);
    return 2;
  }
  if (isCommonPassword(parsed.data.password)) {
    output.err(`--password: ${MESSAGES.input.passwordTooCommon}\n${USAGE}`);
    return 2;
  }

  let config;
  try {
    // npm runs workspace scripts inside apps/server; a relative DATA_DIR means the folder where
    // `npm run create-admin` was typed (INIT_CWD), as it does for the server started from there.
    const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR || './data');
    config = loadConfig({ ...env, DATA_DIR: dataDir });
  } catch (err) {
    if (err instanceof ConfigError) {
      output.err(err.message);
      return 1;
    }
    throw err;
  }

  let connection;
  try {
    connection = await connectDatabase(databaseOptionsFromConfig(config));
  } catch (err) {
    // The server has the embedded database open: writing beside it would be lost (pglite-lock.ts).
    if (err instanceof DatabaseInUseError) {
      output.err(err.message);
      return 1;
    }
    throw err;
  }
  try {
    await connection.runExclusive((db) => applyMigrations(db, connection));
    const { name, email, password } = parsed.data;
    const result = await ensureAdmin(
      { users: createUsersService({ db: connection.db }), hasher: createPasswordHasher() },
      { name, email, password, promote: values.promote },
    );
    switch (result.outcome) {
      case 'created':
        output.out(`Admin account created: ${result.user.email}`);
        return 0;
      case 'exists':
        output.out(`${result.user.email} is already an admin; nothing changed (its password was kept).`);
        return 0;
      case 'promoted':
        output.out(`${result.user.email} is now an admin (its password was kept).`);
        return 0;
      case 'role-conflict':
        output.err(`${result.user.email} belongs to an account with role user. Add --promote to make it an admin.`);
        return 1;
    }
  } finally {
    await connection.close();
  }
}

// Run when executed directly (tsx src/cli/create-admin.ts, or node dist/create-admin.js), not when imported by a test.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  createAdminCommand(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

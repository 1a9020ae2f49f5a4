import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, createBackup, restoreBackup } from '../backup/backup';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { DatabaseInUseError } from '../db/pglite-lock';
import { StorageConfigError } from '../plugins/app/storage';
import type { CommandOutput } from './create-admin';

const USAGE = {
  backup: 'Usage: npm run backup -- <file> [--force]   (--force replaces an existing file)',
  restore: 'Usage: npm run restore -- <file> [--force]   (--force restores over existing data)',
};

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (decision 049) on the database and
 * stores the server would use (DATABASE_URL or DATA_DIR/pglite; STORAGE_URL or DATA_DIR's
 * folders). Returns the exit code: 0 done, 1 refused or failed (with the reason), 2 bad usage.
 */
export async function backupCommand(
  command: 'backup' | 'restore',
  argv: string[],
  env: Record<string, string | undefined>,
  output: CommandOutput = { out: console.log, err: console.error },
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { force: { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
  } catch (err) {
    output.err(`${(err as Error).message}\n${USAGE[command]}`);
    return 2;
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length > 0) {
    output.err(USAGE[command]);
    return 2;
  }
  let config: AppConfig;
  // npm runs workspace scripts inside apps/server: relative paths mean the folder where the command was typed.
  const cwd = env.INIT_CWD ?? process.cwd();
  try {
    config = loadConfig({ ...env, DATA_DIR: path.resolve(cwd, env.DATA_DIR || './data') });
  } catch (err) {
    if (err instanceof ConfigError) {
      output.err(err.message);
      return 1;
    }
    throw err;
  }
  try {
    const run = command === 'backup' ? createBackup : restoreBackup;
    await run(config, path.resolve(cwd, file), { force: parsed.values.force, say: (line) => output.out(line) });
    return 0;
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      output.err(`${err.message}\nA PGlite database is backed up and restored with the server stopped (decision 049).`);
      return 1;
    }
    if (err instanceof BackupError || err instanceof StorageConfigError) {
      output.err(err.message);
      return 1;
    }
    throw err;
  }
}

/**
 * Runs the command when its own file is the one executed (tsx src/cli/restore.ts, node
 * dist/restore.js), not when imported by a test. By file name: in a bundle both commands share
 * one module URL.
 */
export function runBackupCli(command: 'backup' | 'restore'): void {
  const entry = process.argv[1];
  if (!entry || path.basename(entry).replace(/\.[cm]?[jt]s$/, '') !== command) return;
  backupCommand(command, process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

runBackupCli('backup');

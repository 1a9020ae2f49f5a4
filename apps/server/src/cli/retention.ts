import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp, type BuildAppOptions } from '../app';
import { ConfigError, loadConfig } from '../config';
import { DatabaseInUseError } from '../db/pglite-lock';
import type { RetentionReport } from '../modules/retention';
import type { CommandOutput } from './create-admin';

const USAGE = 'Usage: npm run retention [-- --dry-run]   (--dry-run lists what would be removed and removes nothing)';

/** One rule's report as lines: its counts, and in a dry run the files it names. */
export function reportLines(report: RetentionReport): string[] {
  const counts = Object.entries(report.removed)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  const lines = [`${report.rule} (${report.what}): ${report.dryRun ? 'would remove' : 'removed'} ${counts}`];
  if (report.dryRun) for (const item of report.items) lines.push(`  would remove ${item}`);
  return lines;
}

/**
 * `npm run retention` (README "Retention", decision 064): runs every retention rule once, now, on
 * the database and stores the server would use — the same rules the scheduled jobs run. With
 * `--dry-run` each rule says what it would remove and nothing is removed. The app is built without
 * job workers or a metrics port, so it runs beside a server on PostgreSQL; on PGlite the server
 * must be stopped (one process owns the folder). Returns the exit code.
 */
export async function retentionCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  output: CommandOutput = { out: console.log, err: console.error },
  options: Pick<BuildAppOptions, 'database'> = {},
): Promise<number> {
  let dryRun: boolean;
  try {
    ({ values: { 'dry-run': dryRun } } = parseArgs({ args: argv, options: { 'dry-run': { type: 'boolean', default: false } }, strict: true }));
  } catch (err) {
    output.err(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  let config;
  try {
    // npm runs workspace scripts inside apps/server: a relative DATA_DIR means where the command was typed.
    const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR || './data');
    config = loadConfig({ LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir });
  } catch (err) {
    if (err instanceof ConfigError) {
      output.err(err.message);
      return 1;
    }
    throw err;
  }
  let app;
  try {
    app = await buildApp({ ...config, jobWorkers: false, metricsPort: undefined }, options);
    await app.ready();
  } catch (err) {
    await app?.close();
    if (err instanceof DatabaseInUseError) {
      output.err(`${err.message}\nOn PGlite, stop the server first (one process owns the database folder).`);
      return 1;
    }
    throw err;
  }
  try {
    for (const report of await app.retention.runAll({ dryRun })) for (const line of reportLines(report)) output.out(line);
    if (dryRun) output.out('Dry run: nothing was removed.');
    return 0;
  } finally {
    await app.close();
  }
}

// Run when executed directly (tsx src/cli/retention.ts), not when imported by a test.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  retentionCommand(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

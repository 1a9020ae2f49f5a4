import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { StorageArea } from '../../plugins/app/storage';
import type { FileReferences } from './orphan-files';
import type { RetentionRule } from './retention.service';

export interface ModuleRetentionOptions {
  /** The plugin's name (`<module>-retention`). */
  name: string;
  /** The plugins whose decorations the rules use (besides `retention`). */
  dependencies: string[];
  /** The module's rules. */
  rules?: (app: FastifyInstance) => RetentionRule[];
  /** The storage areas whose files the module's rows name, and which of a batch of keys they do. */
  files?: (app: FastifyInstance) => { area: StorageArea; referenced: FileReferences }[];
}

/**
 * A module's part of retention, registered after every service (the module's `plugins`): its rules
 * become scheduled jobs, and its file references keep its files from the orphan sweep.
 */
export function moduleRetentionPlugin({ name, dependencies, rules, files }: ModuleRetentionOptions) {
  return fp(
    async (app) => {
      for (const { area, referenced } of files?.(app) ?? []) app.retention.referenceFiles(area, referenced);
      for (const rule of rules?.(app) ?? []) await app.retention.add(rule);
    },
    { name, dependencies: ['retention', ...dependencies] },
  );
}

/**
 * Deletes a table's rows matching `where` and answers how many; in a dry run counts them and
 * deletes nothing (the same condition, so a dry run says what the real one would remove).
 */
export async function deleteRows(db: Db, table: PgTable, where: SQL | undefined, dryRun: boolean): Promise<number> {
  if (dryRun) {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return Number(row?.n ?? 0);
  }
  const rows = await db.delete(table).where(where).returning({ one: sql<number>`1` });
  return rows.length;
}

import fs from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../lib/process-alive';

/** The lock file in a PGlite data folder: the pid of the one process that has it open. */
export const PGLITE_LOCK_FILE = 'wallart.lock';

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        'PGlite has one owner: stop the server first (or run every process on PostgreSQL with DATABASE_URL).',
    );
    this.name = 'DatabaseInUseError';
  }
}

/**
 * Takes the PGlite folder for this process (issue 22's "several processes" start here): PGlite is
 * one process's database, and a second process opening the same folder (`npm run create-admin`
 * while the server runs) wrote into files the first then overwrote — its account was silently
 * lost. The lock is a file created exclusively with our pid; a lock left by a process that is gone
 * (a crash, a kill -9) is taken over. Returns the release function.
 */
export function lockPgliteDir(dataDir: string, pid = process.pid): () => void {
  const file = path.join(dataDir, PGLITE_LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(pid)) fs.rmSync(file, { force: true });
        } catch {
          // Already gone.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== pid && isProcessAlive(holder)) throw new DatabaseInUseError(dataDir, holder);
      // Stale (its process is gone) or ours from before: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/**
 * Whether the storage can take and give back a file now (`/api/health/ready`, issue 22). A storage
 * that has a cheap check of its own (`check()`: the S3 storage asks its bucket) is asked; the local
 * folder is checked here: a small file written, read and removed under `<DATA_DIR>/uploads` catches
 * a folder that is gone, read-only or on a full disk. Rejects with the reason.
 */
export async function checkStorage(storage: Storage & { check?: () => Promise<void> }, localFolder: string): Promise<void> {
  if (typeof storage.check === 'function') return storage.check();
  const probe = path.join(localFolder, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await fs.writeFile(probe, 'ok', { flag: 'wx' });
    if ((await fs.readFile(probe, 'utf8')) !== 'ok') throw new Error('the storage folder gave back other bytes');
  } finally {
    await fs.rm(probe, { force: true }).catch(() => {});
  }
}

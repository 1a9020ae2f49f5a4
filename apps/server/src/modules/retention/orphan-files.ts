import type { FastifyBaseLogger } from 'fastify';
import type { Storage, StorageArea } from '../../plugins/app/storage';
import type { RetentionRule } from './retention.service';

/** Of `keys`, those the caller's rows refer to. */
export type FileReferences = (keys: readonly string[]) => Promise<Set<string>>;

/**
 * A stored file younger than this is never an orphan: an upload writes its file before its row
 * (decision 048), so a file without a row may be an upload still in progress.
 */
export const ORPHAN_FILE_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** Keys asked about at once. */
const BATCH = 500;

/**
 * The orphan-file sweep (README "Retention"): a stored file that no row refers to and that is older
 * than ORPHAN_FILE_MIN_AGE_MS is deleted, in the local folders and in the bucket alike (both
 * through the Storage interface). Such files are left by an upload that died between the file and
 * its row, or a removal whose file delete failed while S3 was down. An area that no module claims
 * to refer to is left alone (a missing registration must not empty it).
 */
export function orphanFilesRule(deps: {
  stores: Record<StorageArea, Storage>;
  references: Map<StorageArea, FileReferences[]>;
  log?: FastifyBaseLogger;
}): RetentionRule<StorageArea> {
  return {
    name: 'orphan-files',
    what: 'stored files no row refers to, older than 24 hours',
    kinds: ['uploads', 'print-files'],
    cron: '41 * * * *',
    async run({ now, dryRun }) {
      const removed: Record<StorageArea, number> = { uploads: 0, 'print-files': 0 };
      const items: string[] = [];
      const bornBefore = now.getTime() - ORPHAN_FILE_MIN_AGE_MS;
      for (const area of Object.keys(removed) as StorageArea[]) {
        const referrers = deps.references.get(area) ?? [];
        if (referrers.length === 0) {
          deps.log?.warn({ area }, 'orphan-file sweep skipped: no module says which files it refers to');
          continue;
        }
        const store = deps.stores[area];
        // Listed first, then asked about and deleted in batches: the listing is not disturbed by deletes.
        const old: string[] = [];
        for await (const object of store.list()) {
          if (object.modifiedAt && object.modifiedAt.getTime() <= bornBefore) old.push(object.key);
        }
        for (let i = 0; i < old.length; i += BATCH) {
          const batch = old.slice(i, i + BATCH);
          const kept = new Set<string>();
          for (const referenced of referrers) for (const key of await referenced(batch)) kept.add(key);
          for (const key of batch) {
            if (kept.has(key)) continue;
            if (!dryRun) await store.delete(key);
            removed[area] += 1;
            items.push(`${area}/${key}`);
          }
        }
      }
      return { removed, items };
    },
  };
}

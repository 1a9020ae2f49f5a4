import type { AuditSnapshot } from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { auditLog } from './audit.tables';

export interface AuditRecordInput {
  /** The admin who did it. */
  actorId: string;
  /** What was done, as `<target>.<verb>`: 'user.create', 'user.update', 'user.delete'. */
  action: string;
  targetType: string;
  targetId: string;
  /** The target's plain fields before the change (null for a create): never a password or its hash. */
  before: AuditSnapshot | null;
  /** The same after the change (null for a delete). */
  after: AuditSnapshot | null;
}

/** Secret-looking keys never stored in a snapshot, whoever forgets to leave them out. */
const SECRET_KEY = /password|hash|token|secret/i;

function withoutSecrets(snapshot: AuditSnapshot | null): AuditSnapshot | null {
  if (!snapshot) return null;
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => !SECRET_KEY.test(key)));
}

/**
 * Writes one audit row inside the caller's transaction, so the entry exists exactly when the
 * change it describes was committed.
 */
export async function record(tx: Db | Tx, entry: AuditRecordInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
  });
}

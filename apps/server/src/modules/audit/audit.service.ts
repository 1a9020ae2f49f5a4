import { desc, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AuditEntry } from '@wallart/shared';
import type { Db } from '../../db/client';
import { auditLog } from './audit.tables';

declare module 'fastify' {
  interface FastifyInstance {
    auditService: AuditService;
  }
}

export type AuditService = ReturnType<typeof createAuditService>;

export interface AuditServiceDeps {
  db: Db;
}

/** Reading the audit log; writing is `record` (audit.record.ts), inside the writer's transaction. */
export function createAuditService({ db }: AuditServiceDeps) {
  return {
    /** The newest `limit` entries, with the actor's current name (null once the account is gone). */
    async list(limit: number): Promise<AuditEntry[]> {
      const rows = await db
        .select({
          id: auditLog.id,
          actorId: auditLog.actorId,
          // The users table by name, not through the users module: that module records through
          // this one, and a module never imports one that imports it back (decision 013).
          actorName: sql<string | null>`(select u.name from users u where u.id = ${auditLog.actorId})`,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          before: auditLog.before,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
      return rows.map(({ id, createdAt, ...row }) => ({ _id: id, ...row, createdAt: createdAt.toISOString() }));
    },
  };
}

export const auditServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('auditService', createAuditService({ db: app.db }));
    done();
  },
  { name: 'audit-service', dependencies: ['db'] },
);

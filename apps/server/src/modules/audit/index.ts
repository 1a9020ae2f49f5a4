/**
 * The audit module's public face (issue 19): `record(tx, entry)` writes one entry inside the
 * caller's transaction (admin user writes today); GET /api/admin/audit reads the newest entries.
 * It imports no other module, so any module may record through it.
 */
import { auditRoutes } from './audit.routes';
import { auditServicePlugin } from './audit.service';

export { record, type AuditRecordInput } from './audit.record';
export type { AuditService } from './audit.service';
export { auditLog, type AuditRow } from './audit.tables';

export const auditModule = {
  name: 'audit',
  prefix: '/admin',
  service: auditServicePlugin,
  routes: auditRoutes,
} as const;

/**
 * The audit log of admin writes (issue 19): who created, changed or deleted what, and when.
 * GET /api/admin/audit answers the newest entries; the admin dashboard's recent activity reads it.
 */
import { z } from 'zod';
import { isoDateTimeSchema, objectIdSchema } from './fields';

export const AUDIT_LIST_DEFAULT_LIMIT = 20;
export const AUDIT_LIST_MAX_LIMIT = 100;

/** What an entry says about its target before and after: plain fields, never a password or its hash. */
export const auditSnapshotSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

export const auditEntrySchema = z.object({
  _id: objectIdSchema,
  /** The admin who did it; null once their account is deleted. */
  actorId: objectIdSchema.nullable(),
  actorName: z.string().nullable(),
  /** e.g. 'user.create', 'user.update', 'user.delete'. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: auditSnapshotSchema.nullable(),
  after: auditSnapshotSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_LIST_MAX_LIMIT).default(AUDIT_LIST_DEFAULT_LIMIT),
});

export const auditListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

import type { PublicUser } from '@wallart/shared';
import type { UserRow } from './users.tables';

/** Where stored files are served (plugins/app/storage.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * A user in the API shape of SPEC §3 / §7 (`publicUserSchema`): `_id`, `isAdmin` derived from the
 * role, the picture as a URL or ''. The password hash and Google id are never part of it.
 */
export function toPublicUser(row: Omit<UserRow, 'passwordHash'>): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    profilePicture: row.profileImageKey ? `${UPLOADS_URL_PREFIX}${row.profileImageKey}` : '',
    role: row.role,
    isAdmin: row.role === 'admin',
    phone: row.phone,
    address: row.address,
    country: row.country,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

import type { PasswordHasher } from '../../lib/passwords';
import type { UserRow, UsersService } from '../users';

export type EnsureAdminResult =
  | { outcome: 'created'; user: UserRow }
  | { outcome: 'exists'; user: UserRow }
  /** The email belongs to an account with role user; it was left as it is. */
  | { outcome: 'role-conflict'; user: UserRow }
  /** The same account, made admin on request (`--promote` of the create-admin command). */
  | { outcome: 'promoted'; user: UserRow };

/**
 * Makes sure an admin account with this email exists (issue "Accounts": first admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or `npm run create-admin`). It is created once; an existing
 * account is never changed silently: its password stays, and a role-user account is promoted only
 * when `promote` is asked for. Safe when two processes start together (the insert ignores a
 * conflict and the row is read again).
 */
export async function ensureAdmin(
  deps: { users: UsersService; hasher: PasswordHasher },
  input: { email: string; password: string; name?: string; promote?: boolean },
): Promise<EnsureAdminResult> {
  const email = input.email.trim().toLowerCase();
  let existing = await deps.users.findByEmail(email);
  if (!existing) {
    const created = await deps.users.create({
      name: input.name ?? 'Administrator',
      email,
      passwordHash: await deps.hasher.hash(input.password),
      role: 'admin',
    });
    if (created) return { outcome: 'created', user: created };
    existing = await deps.users.findByEmail(email);
    if (!existing) throw new Error(`Could not create or find the admin account ${email}`);
  }
  if (existing.role === 'admin') return { outcome: 'exists', user: existing };
  if (!input.promote) return { outcome: 'role-conflict', user: existing };
  const promoted = await deps.users.setRole(existing.id, 'admin');
  if (!promoted) throw new Error(`The account ${email} disappeared while being promoted`);
  return { outcome: 'promoted', user: promoted };
}

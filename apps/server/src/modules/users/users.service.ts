import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { MESSAGES, type AuditSnapshot, type PublicUser, type UserRole } from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { record } from '../audit';
import { moduleRetentionPlugin } from '../retention';
import { newCustomersSince, recentSignUps } from './users.stats';
import { users, type UserRow } from './users.tables';

declare module 'fastify' {
  interface FastifyInstance {
    usersService: UsersService;
  }
}

export type UsersService = ReturnType<typeof createUsersService>;

export interface NewUser {
  name: string;
  /** Already trimmed and lower-cased by the shared email schema. */
  email: string;
  passwordHash: string | null;
  role: UserRole;
  phone?: string;
  address?: string;
  country?: string;
  language?: string;
  googleSub?: string | null;
}

export type ProfileChanges = Partial<Pick<UserRow, 'name' | 'phone' | 'address' | 'country' | 'language'>>;

/** The admin Users screen's search and page (GET /api/users, already validated). */
export interface UserListOptions {
  q?: string | undefined;
  role?: UserRole | undefined;
  page: number;
  pageSize: number;
}

/** The admin's edit of an account (PATCH /api/users/{id}). */
export interface AdminUserChanges {
  name?: string | undefined;
  role?: UserRole | undefined;
}

/**
 * Ends a user's sessions: the sessions module's face, handed in by the plugin (the sessions
 * module imports this one for its join, so this one does not import it back).
 */
export interface SessionRevoker {
  revokeAllForUser(userId: string, keepSessionId?: string, tx?: Db | Tx): Promise<void>;
}

/** Escapes LIKE's wildcards (`%`, `_`) and its escape character, so a search matches them literally. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What an audit row keeps of an account: plain fields only, never the password hash (issue 19). */
export function auditSnapshot(row: Pick<UserRow, 'name' | 'email' | 'role'>): AuditSnapshot {
  return { name: row.name, email: row.email, role: row.role };
}

/**
 * Stored accounts. Plain inputs and outputs; the admin writes throw HttpError for the rules they
 * enforce (as the auth service does).
 */
/** Where stored files are served (plugins/app/storage.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * A user in the API shape of docs/product/accounts.md#the-user (`publicUserSchema`): `_id`, `isAdmin` derived from the
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

export interface UsersServiceDeps {
  db: Db;
  /** Needed by the admin writes only (a role change or delete ends the user's sessions). */
  sessions?: SessionRevoker;
}

export function createUsersService({ db, sessions }: UsersServiceDeps) {
  const one = async (rows: Promise<UserRow[]>): Promise<UserRow | undefined> => (await rows)[0];

  /**
   * The admin rows, locked (SELECT … FOR UPDATE, in id order so two writers never deadlock), and
   * the target row, locked too. Two admins demoting (or deleting) each other at once: the second
   * waits for the first, then finds one admin left and is refused, so there is always an admin.
   */
  const lockAdminsAndTarget = async (tx: Tx, targetId: string) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update').limit(1);
    return { adminIds: new Set(admins.map((a) => a.id)), target };
  };

  /**
   * The rules every admin write of an existing account shares, checked on the locked rows:
   * the target exists (404); the last admin is never demoted or deleted (409); and the actor is
   * still an admin now that the locks are held (403: another admin may have just demoted them).
   */
  const checkAdminWrite = (locked: Awaited<ReturnType<typeof lockAdminsAndTarget>>, actorId: string, removesAdmin: boolean): UserRow => {
    const { adminIds, target } = locked;
    if (!target) throw notFound('User not found');
    if (removesAdmin && target.role === 'admin' && adminIds.size <= 1) throw conflict(MESSAGES.adminUsers.lastAdmin);
    if (!adminIds.has(actorId)) throw forbidden(MESSAGES.api.forbidden);
    return target;
  };

  const revokeSessions = async (userId: string, tx: Tx) => {
    if (!sessions) throw new Error('the users service was built without the sessions revoker');
    await sessions.revokeAllForUser(userId, undefined, tx);
  };

  const service = {
    findById(id: string, tx: Db | Tx = db): Promise<UserRow | undefined> {
      return one(tx.select().from(users).where(eq(users.id, id)).limit(1));
    },

    findByEmail(email: string, tx: Db | Tx = db): Promise<UserRow | undefined> {
      return one(tx.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1));
    },

    findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      return one(db.select().from(users).where(eq(users.googleSub, sub)).limit(1));
    },

    /** Inserts the account, or returns undefined when the email (or Google id) is already taken. */
    create(user: NewUser, tx: Db | Tx = db): Promise<UserRow | undefined> {
      return one(
        tx
          .insert(users)
          .values({ ...user, email: user.email.trim().toLowerCase() })
          .onConflictDoNothing()
          .returning(),
      );
    },

    /**
     * One page of accounts for the admin Users screen, newest first (id breaks ties, so pages never
     * overlap), and how many match in all. `q` matches name or email anywhere, case-insensitively,
     * with `%` and `_` taken literally.
     */
    async list({ q, role, page, pageSize }: UserListOptions): Promise<{ users: PublicUser[]; total: number }> {
      const conditions: SQL[] = [];
      if (q) {
        const pattern = `%${escapeLikePattern(q)}%`;
        conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
      }
      if (role) conditions.push(eq(users.role, role));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { users: rows.map(toPublicUser), total: counted?.total ?? 0 };
    },

    /**
     * An admin changes an account's name and/or role (PATCH /api/users/{id}). An admin cannot
     * change their own role (400), the last admin is never demoted (409); a role change ends the
     * user's sessions at once, so their next request is judged by the new role. Audited.
     */
    async adminUpdate(actorId: string, id: string, changes: AdminUserChanges): Promise<PublicUser> {
      const updated = await db.transaction(async (tx) => {
        const locked = await lockAdminsAndTarget(tx, id);
        const roleChanges = changes.role !== undefined && changes.role !== locked.target?.role;
        if (roleChanges && id === actorId) throw badRequest(MESSAGES.adminUsers.ownRole);
        const before = checkAdminWrite(locked, actorId, roleChanges && changes.role !== 'admin');
        const set: Partial<Pick<UserRow, 'name' | 'role'>> = {};
        if (changes.name !== undefined) set.name = changes.name;
        if (roleChanges) set.role = changes.role;
        const [after] = await tx
          .update(users)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        if (!after) throw notFound('User not found');
        if (roleChanges) await revokeSessions(id, tx);
        await record(tx, { actorId, action: 'user.update', targetType: 'user', targetId: id, before: auditSnapshot(before), after: auditSnapshot(after) });
        return after;
      });
      return toPublicUser(updated);
    },

    /** GET /api/users/{id}: one account as answered; 404 when there is none. */
    async get(id: string): Promise<PublicUser> {
      const row = await service.findById(id);
      if (!row) throw notFound('User not found');
      return toPublicUser(row);
    },

    /**
     * An admin deletes an account (DELETE /api/users/{id}): never their own (400), never the last
     * admin (409). Its sessions end at once; its orders and payments stay (their user becomes
     * null). Returns the deleted row (to remove its picture after the commit). Audited.
     */
    async adminDelete(actorId: string, id: string): Promise<UserRow> {
      if (id === actorId) throw badRequest(MESSAGES.adminUsers.ownDelete);
      return db.transaction(async (tx) => {
        const target = checkAdminWrite(await lockAdminsAndTarget(tx, id), actorId, true);
        await revokeSessions(id, tx);
        await tx.delete(users).where(eq(users.id, id));
        await record(tx, { actorId, action: 'user.delete', targetType: 'user', targetId: id, before: auditSnapshot(target), after: null });
        return target;
      });
    },

    updateProfile(id: string, changes: ProfileChanges, tx: Db | Tx = db): Promise<UserRow | undefined> {
      return one(
        tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(),
      );
    },

    /** A new password hash, or null to leave only Google sign-in (and password recovery). */
    setPasswordHash(id: string, passwordHash: string | null, tx: Db | Tx = db): Promise<UserRow | undefined> {
      return one(tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id)).returning());
    },

    linkGoogle(id: string, googleSub: string, tx: Db | Tx = db): Promise<UserRow | undefined> {
      return one(tx.update(users).set({ googleSub, updatedAt: new Date() }).where(eq(users.id, id)).returning());
    },

    setRole(id: string, role: UserRole): Promise<UserRow | undefined> {
      return one(db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning());
    },

    /** Sets the picture and returns the updated row with the key it replaced (to delete its file). */
    async setProfileImage(id: string, key: string): Promise<{ user: PublicUser; previousKey: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ key: users.profileImageKey })
          .from(users)
          .where(eq(users.id, id))
          .for('update')
          .limit(1);
        if (!before) return undefined;
        const [user] = await tx
          .update(users)
          .set({ profileImageKey: key, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return user ? { user: toPublicUser(user), previousKey: before.key } : undefined;
      });
    },

    /** Deletes the account; its sessions and recovery codes go with it (foreign-key cascade). */
    delete(id: string): Promise<UserRow | undefined> {
      return one(db.delete(users).where(eq(users.id, id)).returning());
    },

    /** An account made by an admin (Add New User), with its audit row, in one transaction. */
    async adminCreate(actorId: string, user: NewUser): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ ...user, email: user.email.trim().toLowerCase() })
          .onConflictDoNothing()
          .returning();
        if (created) {
          await record(tx, { actorId, action: 'user.create', targetType: 'user', targetId: created.id, before: null, after: auditSnapshot(created) });
        }
        return created;
      });
    },

    /**
     * Names and emails of some accounts by id (decision 038: other modules' lists, e.g. the admin's
     * consultation bookings and the dashboard's recent subscriptions, name their customers through
     * this instead of joining `users`); unknown ids are left out. Read inside `tx` when given.
     */
    async contactsOf(ids: readonly string[], tx: Db | Tx = db): Promise<Map<string, { name: string; email: string }>> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const rows = await tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, wanted));
      return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
    },

    /** Customers (role user) who signed up from `since` to `until`, counted in SQL (the admin dashboard). */
    newCustomersSince: (since: Date, until: Date, tx: Db | Tx = db) => newCustomersSince(tx, since, until),

    /** The newest customers, for the admin dashboard's recent activity. */
    recentSignUps: (limit: number, tx: Db | Tx = db) => recentSignUps(tx, limit),

    /** Of the given storage keys, those a profile picture is (the orphan-file sweep keeps them). */
    async referencedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.select({ key: users.profileImageKey }).from(users).where(inArray(users.profileImageKey, [...keys]));
      return new Set(rows.map((r) => r.key).filter((k): k is string => k !== null));
    },
  };
  return service;
}

export const usersServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('usersService', createUsersService({ db: app.db, sessions: app.auth.sessions }));
    done();
  },
  { name: 'users-service', dependencies: ['db', 'auth'] },
);

/** Profile pictures keep their files from the orphan-file sweep (README "Retention"). */
export const usersRetentionPlugin = moduleRetentionPlugin({
  name: 'users-retention',
  dependencies: ['users-service'],
  files: (app) => [{ area: 'uploads', referenced: (keys) => app.usersService.referencedKeys(keys) }],
});

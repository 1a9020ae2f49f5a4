import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { UserRole } from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
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

/** Stored accounts. Plain inputs and outputs; no HTTP here. */
export interface UsersServiceDeps {
  db: Db;
}

export function createUsersService({ db }: UsersServiceDeps) {
  const one = async (rows: Promise<UserRow[]>): Promise<UserRow | undefined> => (await rows)[0];

  return {
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

    /** Every account, oldest first (admin Users screen). */
    list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
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
    async setProfileImage(id: string, key: string): Promise<{ user: UserRow; previousKey: string | null } | undefined> {
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
        return user ? { user, previousKey: before.key } : undefined;
      });
    },

    /** Deletes the account; its sessions and recovery codes go with it (foreign-key cascade). */
    delete(id: string): Promise<UserRow | undefined> {
      return one(db.delete(users).where(eq(users.id, id)).returning());
    },
  };
}

export const usersServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('usersService', createUsersService({ db: app.db }));
    done();
  },
  { name: 'users-service', dependencies: ['db'] },
);

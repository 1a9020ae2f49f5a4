import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAuthRows } from './auth-pruning';
import { bearer, buildAuthTestApp, signedInUser } from './auth.test-helpers';
import { sessions } from '../sessions';
import { loginFailures, passwordResets } from './auth.tables';
import { LONGEST_FAILURE_WINDOW_MS } from './login-limiter';

describe('pruning expired auth rows', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildAuthTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it('removes expired sessions, closed login-failure windows and dead recovery rows, and nothing else', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const later = (ms: number) => new Date(now.getTime() + ms);
    const alice = await signedInUser(app);
    const bob = await signedInUser(app);
    await app.db.insert(sessions).values([
      { id: `expired-${alice.user._id}`, userId: alice.user._id, expiresAt: ago(1_000) },
      { id: `live-${bob.user._id}`, userId: bob.user._id, expiresAt: later(60_000) },
    ]);
    const closedKey = `ip:prune-closed-${now.getTime()}`;
    const openKey = `ip:prune-open-${now.getTime()}`;
    await app.db.insert(loginFailures).values([
      { key: closedKey, windowStartedAt: ago(LONGEST_FAILURE_WINDOW_MS + 1_000), count: 5 },
      { key: openKey, windowStartedAt: ago(10_000), count: 2 },
    ]);
    await app.db.insert(passwordResets).values([
      // Code expired and no reset token: nothing can use it.
      { userId: alice.user._id, codeHash: 'h1', codeExpiresAt: ago(1_000) },
      // Code expired, but its reset token still works for a while: kept.
      { userId: bob.user._id, codeHash: null, codeExpiresAt: ago(1_000), resetTokenHash: `t-${now.getTime()}`, resetTokenExpiresAt: later(60_000) },
    ]);

    const removed = await pruneAuthRows(app.db, now);

    // Other tests' rows may share the database, so what is left is checked row by row.
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.loginFailures).toBeGreaterThanOrEqual(1);
    expect(removed.passwordResets).toBeGreaterThanOrEqual(1);
    const sessionIds = (await app.db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
    expect(sessionIds).not.toContain(`expired-${alice.user._id}`);
    expect(sessionIds).toContain(`live-${bob.user._id}`);
    const keys = (await app.db.select({ key: loginFailures.key }).from(loginFailures)).map((r) => r.key);
    expect(keys).not.toContain(closedKey);
    expect(keys).toContain(openKey);
    expect(await app.db.select().from(passwordResets).where(eq(passwordResets.userId, alice.user._id))).toHaveLength(0);
    expect(await app.db.select().from(passwordResets).where(eq(passwordResets.userId, bob.user._id))).toHaveLength(1);

    // Both users' real sessions, still valid, keep working.
    for (const { token } of [alice, bob]) {
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
    }
  });
});

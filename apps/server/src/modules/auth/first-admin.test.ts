import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@wallart/shared';
import { createAdminCommand } from '../../cli/create-admin';
import { PGLITE_LOCK_FILE } from '../../db/pglite-lock';
import { buildTestApp, createTestDatabase, testDbKind, type TestDatabase } from '../../test/build-test-app';
import { FAST_HASH_COST, login, PASSWORD, register, registration } from './auth.test-helpers';
import { captureLogLines } from '../../test/log-lines';

/** Issue "Accounts": the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, created once and never overwritten silently. */
describe('first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('is created at start, kept on restart, and an existing user with that email is left alone with a warning', async () => {
    const env = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'first-admin-pass' };
    const first = await buildTestApp({ database, env, auth: { passwordHashCost: FAST_HASH_COST } });
    try {
      const res = await login(first, { email: 'boss@example.com', password: 'first-admin-pass' });
      expect(res.statusCode).toBe(200);
      expect(res.json<AuthResponse>().user).toMatchObject({ role: 'admin', isAdmin: true, email: 'boss@example.com' });
      expect((await register(first, registration({ email: 'taken-user@example.com' }))).statusCode).toBe(201);
    } finally {
      await first.close();
    }

    // Restart with another password for the same admin, and a user's email as a second "admin".
    const { stream: logStream, lines } = captureLogLines();
    const second = await buildTestApp({ database, env: { ...env, ADMIN_PASSWORD: 'changed-in-env' }, auth: { passwordHashCost: FAST_HASH_COST } });
    try {
      expect((await login(second, { email: 'boss@example.com', password: 'first-admin-pass' })).statusCode).toBe(200);
      expect((await login(second, { email: 'boss@example.com', password: 'changed-in-env' })).statusCode).toBe(401);
    } finally {
      await second.close();
    }
    const third = await buildTestApp({
      database,
      env: { ADMIN_EMAIL: 'taken-user@example.com', ADMIN_PASSWORD: 'whatever-pass', LOG_LEVEL: 'warn' },
      logStream,
      auth: { passwordHashCost: FAST_HASH_COST },
    });
    try {
      const user = await login(third, { email: 'taken-user@example.com', password: PASSWORD });
      expect(user.json<AuthResponse>().user.role).toBe('user');
      expect(lines.join('')).toContain('ADMIN_EMAIL belongs to an account with role user');
    } finally {
      await third.close();
    }
  });
});

// The command opens the database the server would use: the PGlite folder under DATA_DIR here.
describe.runIf(testDbKind() === 'pglite')('npm run create-admin', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-cli-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await createAdminCommand(args, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('creates the admin once, keeps it on a second run, and checks its arguments', async () => {
    expect(await run('--email', 'cli-admin@example.com', '--password', 'Cli-Admin-Pass1')).toMatchObject({ code: 0, out: 'Admin account created: cli-admin@example.com' });
    const again = await run('--email', 'CLI-Admin@example.com', '--password', 'Different-Pass1');
    expect(again.code).toBe(0);
    expect(again.out).toContain('already an admin');
    expect((await run('--email', 'not-an-email', '--password', 'Cli-Admin-Pass1')).code).toBe(2);
    expect((await run('--email', 'x@example.com', '--password', 'short')).err).toContain('Password must be at least 8 characters');
    expect((await run('--email', 'x@example.com', '--password', 'Password1')).err).toContain('most common passwords');
    expect((await run('--bogus')).code).toBe(2);

    // The server started on the same DATA_DIR sees the admin with the first password.
    const app = await buildTestApp({ database: { options: { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') }, drop: () => Promise.resolve() } });
    try {
      const res = await login(app, { email: 'cli-admin@example.com', password: 'Cli-Admin-Pass1' });
      expect(res.json<AuthResponse>().user.role).toBe('admin');
      expect((await register(app, registration({ email: 'plain@example.com' }))).statusCode).toBe(201);
    } finally {
      await app.close();
    }
    const conflict = await run('--email', 'plain@example.com', '--password', 'Cli-Admin-Pass1');
    expect(conflict.code).toBe(1);
    expect(conflict.err).toContain('--promote');
    expect(await run('--email', 'plain@example.com', '--password', 'Cli-Admin-Pass1', '--promote')).toMatchObject({ code: 0 });
  });

  it('refuses while a running server holds the embedded database, instead of writing an account that is then lost', async () => {
    // As the server leaves it while it runs: its pid (here the test runner's parent, a live process) in the lock file.
    const lock = path.join(dataDir, 'pglite', PGLITE_LOCK_FILE);
    fs.writeFileSync(lock, String(process.ppid));
    try {
      const refused = await run('--email', 'late-admin@example.com', '--password', 'Cli-Admin-Pass1');
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`in use by another process (pid ${process.ppid})`);
      expect(refused.err).toContain('stop the server first');
    } finally {
      fs.rmSync(lock, { force: true });
    }
    // Once the server has stopped (no lock, or a lock whose process is gone) it works.
    fs.writeFileSync(lock, '2147483646');
    expect(await run('--email', 'late-admin@example.com', '--password', 'Cli-Admin-Pass1')).toMatchObject({ code: 0, out: 'Admin account created: late-admin@example.com' });
    expect(fs.existsSync(lock)).toBe(false);
  });
});

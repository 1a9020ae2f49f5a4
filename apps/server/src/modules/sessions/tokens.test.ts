import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPasswordHasher, DEFAULT_PASSWORD_HASH_COST } from '../../lib/passwords';
import { createTokenSigner, loadJwtSecret } from './tokens';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadJwtSecret', () => {
  it('uses JWT_SECRET when set and writes no file', () => {
    const dataDir = tempDir();
    const secret = loadJwtSecret({ jwtSecret: 'x'.repeat(40), dataDir });
    expect(new TextDecoder().decode(secret)).toBe('x'.repeat(40));
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('otherwise generates <DATA_DIR>/jwt-secret once, with mode 0600, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadJwtSecret({ jwtSecret: undefined, dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadJwtSecret({ jwtSecret: undefined, dataDir })).toEqual(first);
    expect(loadJwtSecret({ jwtSecret: undefined, dataDir: tempDir() })).not.toEqual(first);
  });
});

describe('createTokenSigner', () => {
  const signer = createTokenSigner(new TextEncoder().encode('s'.repeat(48)));
  const now = new Date('2026-05-01T10:00:00Z');

  it('round-trips the user and session ids until exp', async () => {
    const token = await signer.sign({ userId: 'u1', sessionId: 's1' }, new Date(now.getTime() + 60_000), now);
    expect(await signer.verify(token, now)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await signer.verify(token, new Date(now.getTime() + 61_000))).toBeNull();
  });

  it('still refuses a remembered token once it has expired, and a token altered by one character', async () => {
    const token = await signer.sign({ userId: 'u2', sessionId: 's2' }, new Date(now.getTime() + 60_000), now);
    expect(await signer.verify(token, now)).toEqual({ userId: 'u2', sessionId: 's2' });
    expect(await signer.verify(token, new Date(now.getTime() + 30_000))).toEqual({ userId: 'u2', sessionId: 's2' });
    expect(await signer.verify(token, new Date(now.getTime() + 60_000))).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(await signer.verify(token.slice(0, -1) + last, now)).toBeNull();
  });

  it('refuses a token signed with another secret, or with alg none', async () => {
    const other = createTokenSigner(new TextEncoder().encode('o'.repeat(48)));
    const foreign = await other.sign({ userId: 'u3', sessionId: 's3' }, new Date(now.getTime() + 60_000), now);
    expect(await signer.verify(foreign, now)).toBeNull();
    const [, payload] = foreign.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(await signer.verify(none, now)).toBeNull();
  });

  it('gives null for garbage instead of throwing', async () => {
    expect(await signer.verify('', now)).toBeNull();
    expect(await signer.verify('a.b.c', now)).toBeNull();
  });
});

describe('password hashing', () => {
  it('uses Argon2id at the OWASP cost by default (19 MiB, 2 passes)', async () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('Secret#123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'Secret#123')).toBe(true);
    expect(await hasher.verify(stored, 'Secret#124')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'Secret#123')).toBe(false);
  });
});

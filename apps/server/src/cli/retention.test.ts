import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/build-test-app';
import { retentionCommand } from './retention';

/** `npm run retention [-- --dry-run]` on the database and folders the server would use. */

let dataDir: string;
let database: TestDatabase;
const orphan = `${'ab'.repeat(16)}.webp`;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-retention-cli-'));
  database = await createTestDatabase();
  // A file left by an upload that died two days ago: no row names it.
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  const file = path.join(dataDir, 'uploads', orphan);
  fs.writeFileSync(file, 'orphan');
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  fs.utimesSync(file, twoDaysAgo, twoDaysAgo);
});
afterAll(async () => {
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await retentionCommand(
    argv,
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web-dist') },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    { database: database.options },
  );
  return { code, out, err };
}

describe('npm run retention', () => {
  it('--dry-run lists what each rule would remove and removes nothing; without it, removes that', async () => {
    const dry = await run(['--dry-run']);
    expect(dry.code).toBe(0);
    for (const rule of ['auth-rows', 'checkout-rows', 'guest-images', 'sent-mails', 'job-archive', 'print-files', 'orphan-files']) {
      expect(dry.out.some((line) => line.startsWith(`${rule} (`) && line.includes('would remove')), rule).toBe(true);
    }
    expect(dry.out).toContain(`  would remove uploads/${orphan}`);
    expect(dry.out.at(-1)).toBe('Dry run: nothing was removed.');
    expect(fs.existsSync(path.join(dataDir, 'uploads', orphan))).toBe(true);

    const real = await run([]);
    expect(real.code).toBe(0);
    expect(real.out.find((line) => line.startsWith('orphan-files ('))).toMatch(/removed uploads 1, print-files 0$/);
    expect(fs.existsSync(path.join(dataDir, 'uploads', orphan))).toBe(false);
  });

  it('refuses an unknown option with the usage', async () => {
    const bad = await run(['--dry']);
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toMatch(/Usage: npm run retention/);
  });
});

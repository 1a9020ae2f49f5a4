import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { readOutbox, removePartialsOfDeadWriters } from './mail';

describe('mail without SMTP_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes each message as an .eml file in <DATA_DIR>/outbox', async () => {
    await app.mail.send({ to: 'maya@example.com', subject: 'Your code', text: 'Code: 4821' });
    const mails = await readOutbox(app.config.dataDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.file).toMatch(/\.eml$/);
    expect(mails[0]!.raw).toContain('To: maya@example.com');
    expect(mails[0]!.raw).toContain('Subject: Your code');
    expect(mails[0]!.raw).toContain('Code: 4821');
  });
});

describe('partial outbox files', () => {
  it('removes those of a writer that no longer runs and keeps those of a running one', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-outbox-'));
    // A pid above Linux's largest (2^22) never runs.
    const dead = '.order-confirmation-abc.eml.4194305.1a2b3c4d.tmp';
    const alive = `.order-confirmation-def.eml.${process.pid}.5e6f7a8b.tmp`;
    const message = 'order-confirmation-ghi.eml';
    for (const name of [dead, alive, message]) fs.writeFileSync(path.join(outbox, name), 'x');
    await removePartialsOfDeadWriters(outbox);
    expect(fs.readdirSync(outbox).sort()).toEqual([alive, message].sort());
    fs.rmSync(outbox, { recursive: true, force: true });
  });
});

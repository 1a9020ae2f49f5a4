import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { readOutbox } from './mail';

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

import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { genReqId, loggerOptions } from './logger';
import { captureLogLines } from './test/log-lines';

function capture() {
  const { stream, lines } = captureLogLines();
  return { lines, logger: pino(loggerOptions({ logLevel: 'info' }), stream) };
}

describe('logger', () => {
  it('redacts the authorization header, cookies and secret fields', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer eyJsecret', cookie: 'sid=secret' } },
        body: { email: 'a@b.co', password: 'pw-secret', currentPassword: 'old-secret', paymentInfo: { cardNumber: '4242424242424242', cvc: '123' } },
        token: 'tok-secret',
      },
      'request',
    );
    const out = lines.join('');
    for (const secret of ['eyJsecret', 'sid=secret', 'pw-secret', 'old-secret', '4242424242424242', '"123"', 'tok-secret']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('a@b.co');
    expect(out).toContain('[redacted]');
  });
});

describe('genReqId', () => {
  const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

  it('keeps a short token given by the caller', () => {
    expect(genReqId(req('edge-7f3a.1'))).toBe('edge-7f3a.1');
  });

  it('replaces a missing, long or unsafe id with a UUID', () => {
    for (const id of [undefined, 'x'.repeat(65), 'a b', 'a\nb', '']) {
      expect(genReqId(req(id))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});

import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAttachment } from './file-response';

const app = Fastify();
app.get('/pdf', (_request, reply) => sendAttachment(reply, { type: 'application/pdf', filename: 'invoice-ORD-2026-1234.pdf', body: Buffer.from('%PDF-1.7 test') }));
app.get('/stream', (_request, reply) => sendAttachment(reply, { type: 'image/tiff', filename: 'print.tif', body: Readable.from([Buffer.from('II*\0'), Buffer.from('rest')]), size: 8 }));
app.get('/odd-name', (_request, reply) => sendAttachment(reply, { type: 'application/pdf', filename: 'reçu "1".pdf', body: Buffer.from('x') }));

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('sendAttachment', () => {
  it('answers a buffer as a download: media type, attachment name, length, nosniff', async () => {
    const res = await app.inject({ url: '/pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-ORD-2026-1234.pdf"');
    expect(res.headers['content-length']).toBe(String('%PDF-1.7 test'.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe('%PDF-1.7 test');
  });

  it('streams a file with the length it was given', async () => {
    const res = await app.inject({ url: '/stream' });
    expect(res.headers['content-type']).toBe('image/tiff');
    expect(res.headers['content-length']).toBe('8');
    expect(res.rawPayload).toEqual(Buffer.from('II*\0rest'));
  });

  it('never lets a name break the header: quotes and non-ASCII go plain, the real name in filename*', async () => {
    const res = await app.inject({ url: '/odd-name' });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="re_u _1_.pdf"; filename*=UTF-8''${encodeURIComponent('reçu "1".pdf')}`);
  });
});

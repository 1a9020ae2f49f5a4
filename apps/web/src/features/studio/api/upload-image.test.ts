import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARTWORK_UPLOAD_MESSAGES, MESSAGES, type ArtworkImage } from '@wallart/shared';
import { clearSessionToken, setSessionToken } from '../../../lib/session-token';
import { sendForm, UploadFailure } from './send-form';
import { uploadFailedMessage, uploadImage } from './upload-image';

/**
 * A stand-in for the browser's XMLHttpRequest: records what was sent and lets a test play the
 * server (progress events, then an answer). jsdom's own would try to reach a server.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  responseType = '';
  timeout = 0;
  status = 0;
  response: unknown = null;
  responseText = '';
  aborted = false;
  private responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The server answers. */
  answer(status: number, body: string | Blob, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (this.responseType === 'blob') this.response = typeof body === 'string' ? new Blob([body]) : body;
    else this.responseText = typeof body === 'string' ? body : '';
    this.onload?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
}

const sent = () => {
  if (!FakeXhr.last) throw new Error('nothing was sent');
  return FakeXhr.last;
};

const stored: ArtworkImage = {
  _id: 'c'.repeat(24),
  kind: 'face',
  prompt: null,
  style: null,
  palette: null,
  seed: null,
  provider: 'upload',
  width: 720,
  height: 900,
  vector: false,
  url: '/uploads/c.jpg',
  previewUrl: '/uploads/c.webp',
  thumbnailUrl: '/uploads/c-thumb.webp',
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionToken();
});

describe('uploadImage: the one way the web app stores an image', () => {
  it('posts the file and its kind to /api/images with the bearer token, reports progress and resolves to the stored artwork', async () => {
    setSessionToken('tok-1');
    const progress: number[] = [];
    const done = uploadImage(new Blob(['jpeg bytes'], { type: 'image/jpeg' }), { kind: 'face', fileName: 'aged-60.jpg', onProgress: (f) => progress.push(f) });
    const xhr = sent();
    expect([xhr.method, xhr.url, xhr.headers.authorization]).toEqual(['POST', '/api/images', 'Bearer tok-1']);
    expect(xhr.body?.get('kind')).toBe('face');
    const file = xhr.body?.get('image') as File;
    expect([file.name, file.size, file.type]).toEqual(['aged-60.jpg', 10, 'image/jpeg']);
    xhr.progress(5, 10);
    xhr.answer(201, JSON.stringify({ image: stored }));
    await expect(done).resolves.toEqual(stored);
    expect(progress).toEqual([0.5, 1]);
  });

  it('sends a guest’s upload without a token, as kind upload and under the file’s own name by default', async () => {
    const done = uploadImage(new File(['png'], 'sunset.png', { type: 'image/png' }));
    const xhr = sent();
    expect(xhr.headers.authorization).toBeUndefined();
    expect(xhr.body?.get('kind')).toBe('upload');
    expect((xhr.body?.get('image') as File).name).toBe('sunset.png');
    xhr.answer(201, JSON.stringify({ image: stored }));
    await expect(done).resolves.toMatchObject({ _id: stored._id });
  });

  it.each([
    ['the server’s own message', 415, JSON.stringify({ error: 'Unsupported Media Type', message: 'Please upload an image file (jpg, png, gif, webp)' }), {}, 'Please upload an image file (jpg, png, gif, webp)'],
    ['the size limit for a proxy’s 413 page', 413, '<html>Too large</html>', {}, ARTWORK_UPLOAD_MESSAGES.tooLarge],
    ['the wait on 429', 429, JSON.stringify({ error: 'Too Many Requests', message: 'Too many requests.' }), { 'Retry-After': '42' }, MESSAGES.api.rateLimitedFor(42)],
    ['the status for an answer that is not ours', 502, '<html>Bad Gateway</html>', {}, MESSAGES.signUp.serverError(502)],
    ['that it failed when a 201 has no image', 201, JSON.stringify({ ok: true }), {}, uploadFailedMessage()],
  ])('rejects with %s', async (_name, status, body, headers, message) => {
    const done = uploadImage(new Blob(['x']));
    sent().answer(status, body, headers);
    await expect(done).rejects.toEqual(new UploadFailure(message, status));
    await expect(done).rejects.toThrow(message);
  });

  it('says the server cannot be reached on a network error, and aborts when asked', async () => {
    const offline = uploadImage(new Blob(['x']));
    sent().onerror?.();
    await expect(offline).rejects.toThrow(MESSAGES.signUp.networkError);

    const controller = new AbortController();
    const cancelled = uploadImage(new Blob(['x']), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent().aborted).toBe(true);
  });
});

describe('sendForm with a Blob answer (the face tab’s photorealistic ageing)', () => {
  it('resolves to the picture, and reads the JSON message of a failure', async () => {
    const form = new FormData();
    form.append('age', '60');
    const picture = new Blob(['jpeg'], { type: 'image/jpeg' });
    const ok = sendForm('/images/age', form, { read: 'blob', timeoutMs: 5000 });
    expect([sent().url, sent().timeout, sent().responseType]).toEqual(['/api/images/age', 5000, 'blob']);
    sent().answer(200, picture);
    await expect(ok).resolves.toBe(picture);

    const failed = sendForm('/images/age', form, { read: 'blob' });
    sent().answer(503, new Blob([JSON.stringify({ error: 'Service Unavailable', message: 'The image service could not age this photo.' })]));
    await expect(failed).rejects.toEqual(new UploadFailure('The image service could not age this photo.', 503));

    const late = sendForm('/images/age', form, { read: 'blob', timeoutMs: 10 });
    sent().ontimeout?.();
    await expect(late).rejects.toThrow(MESSAGES.signUp.networkError);
  });
});

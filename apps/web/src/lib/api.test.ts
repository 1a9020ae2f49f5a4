import { MESSAGES } from '@wallart/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../components/ui/toast-store';
import { createAppStore } from '../stores/store';
import { api, retryAfterSeconds } from './api';
import { describeApiError } from './api-error';
import { setSessionToken } from './session-token';

// A throw-away endpoint: shared code is tested without importing a feature (layer rule).
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown[], void>({ query: () => '/packages' }),
    send: build.mutation<unknown, void>({ query: () => ({ url: '/contact', method: 'POST', body: {} }) }),
  }),
});

function captureRequests() {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request);
      return Promise.resolve(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the stored session token as a bearer header to /api', async () => {
    const requests = captureRequests();
    setSessionToken('secret-token');
    const store = createAppStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/packages');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    const requests = captureRequests();
    const store = createAppStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });
});

// Issue 9 §2: a 429 from the API says when to come back, and the visitor is told.
function answerTooMany(headers: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: 'Too Many Requests', message: 'Too many requests. Please try again in 42 seconds.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
      ),
    ),
  );
}

describe('api client on 429 Too Many Requests', () => {
  it('turns Retry-After into "Too many requests — try again in N seconds" for forms', async () => {
    answerTooMany({ 'Retry-After': '42' });
    const result = await createAppStore().dispatch(probeApi.endpoints.send.initiate());
    expect('error' in result && result.error).toEqual({
      status: 429,
      data: { error: 'Too Many Requests', message: 'Too many requests — try again in 42 seconds.', retryAfterSeconds: 42 },
    });
    expect(describeApiError('error' in result ? result.error : undefined)).toMatchObject({ status: 429, retryAfterSeconds: 42 });
  });

  it("raises the message as a toast when a screen's data is refused, so the screen is never left blank", async () => {
    answerTooMany({ 'Retry-After': '7' });
    const result = await createAppStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error).toMatchObject({ status: 429, data: { message: MESSAGES.api.rateLimitedFor(7) } });
    await vi.waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Too many requests — try again in 7 seconds.'));
  });

  it("keeps the server's message when the answer has no Retry-After", async () => {
    answerTooMany({});
    const result = await createAppStore().dispatch(probeApi.endpoints.send.initiate());
    expect('error' in result && result.error).toMatchObject({ status: 429, data: { message: 'Too many requests. Please try again in 42 seconds.' } });
  });
});

describe('retryAfterSeconds', () => {
  it('reads whole seconds and HTTP dates, at least 1 second, and ignores garbage', () => {
    expect(retryAfterSeconds('30')).toBe(30);
    expect(retryAfterSeconds(' 0 ')).toBe(1);
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(1);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(MESSAGES.api.rateLimitedFor(1)).toBe('Too many requests — try again in 1 second.');
  });
});

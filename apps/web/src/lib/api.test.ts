import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../stores/store';
import { api } from './api';
import { setSessionToken } from './session-token';

// A throw-away endpoint: shared code is tested without importing a feature (layer rule).
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown[], void>({ query: () => '/packages' }) }),
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

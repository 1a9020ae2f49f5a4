import { vi } from 'vitest';

/** One request as the API client sent it. */
export interface SentRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  search: URLSearchParams;
  headers: Headers;
  /** Parsed JSON body, the FormData of a multipart body, or undefined. */
  body: unknown;
}

export type Reply = Response | Promise<Response>;
export type FetchHandler = (request: SentRequest) => Reply;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A failure without a JSON body (a proxy's HTML error page). */
export function html(status: number): Response {
  return new Response('<html><body>Bad Gateway</body></html>', { status, headers: { 'Content-Type': 'text/html' } });
}

/** What fetch does when the server cannot be reached. */
export function offline(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Replaces fetch for one test: every request is recorded and answered by `handler`.
 * Restore with vi.restoreAllMocks() (afterEach).
 */
export function mockFetch(handler: FetchHandler) {
  const requests: SentRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const sent: SentRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      search: new URL(request.url).searchParams,
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(sent);
    return handler(sent);
  });
  return { spy, requests, calls: (path: string) => requests.filter((r) => r.path === path) };
}

/** Routes by "METHOD /path"; anything else answers 404. */
export function routes(table: Record<string, (request: SentRequest) => Reply>): FetchHandler {
  return (request) => {
    const route = table[`${request.method} ${request.path}`];
    return route ? route(request) : json({ error: 'Not Found', message: 'Not found.' }, 404);
  };
}

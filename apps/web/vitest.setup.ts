import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Browsers resolve a relative fetch URL ('/api/...') against the page; Node's Request does not.
// Make the test Request behave like the browser's so the API client runs unchanged.
const NodeRequest = globalThis.Request;
class BrowserLikeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = BrowserLikeRequest;

// Route screens are lazy chunks; on a busy 2-core machine the first import can take over 1 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: scrolling is a no-op (React Router's scroll restoration calls it).
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

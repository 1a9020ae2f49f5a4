import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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

// jsdom has no layout: scrolling is a no-op (React Router's scroll restoration calls it).
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

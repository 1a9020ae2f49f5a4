import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_META, nextTask, preloadAppScripts } from './app-scripts';

const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')]);

describe('preloadAppScripts', () => {
  afterEach(() => document.head.replaceChildren());

  it('preloads every file a prerendered page lists, as module scripts fetched like the entry (crossorigin)', async () => {
    document.head.innerHTML = `<meta name="${APP_SCRIPTS_META}" content="/assets/mount-a.js /assets/react-b.js  /assets/sign-in-c.js" />`;
    await preloadAppScripts(document, 2);
    expect(preloads()).toEqual([
      ['/assets/mount-a.js', ''],
      ['/assets/react-b.js', ''],
      ['/assets/sign-in-c.js', ''],
    ]);
  });

  it('starts the first few at once, before the start-up goes on', () => {
    document.head.innerHTML = `<meta name="${APP_SCRIPTS_META}" content="/a.js /b.js /c.js" />`;
    void preloadAppScripts(document, 2);
    expect(preloads().map(([href]) => href)).toEqual(['/a.js', '/b.js']);
  });

  it('adds nothing on a page without the list (index.html has its own modulepreloads)', async () => {
    await preloadAppScripts();
    expect(preloads()).toEqual([]);
  });
});

describe('nextTask', () => {
  it('does not wait on timers: a paused clock (a test clock, or a throttled background timer) does not hold the start-up', async () => {
    vi.useFakeTimers();
    try {
      await expect(nextTask()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { APP_SCRIPTS_META, preloadAppScripts } from './app-scripts';

const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')]);

describe('preloadAppScripts', () => {
  afterEach(() => document.head.replaceChildren());

  it('preloads every file a prerendered page lists, as module scripts fetched like the entry (crossorigin)', () => {
    document.head.innerHTML = `<meta name="${APP_SCRIPTS_META}" content="/assets/mount-a.js /assets/react-b.js  /assets/sign-in-c.js" />`;
    preloadAppScripts();
    expect(preloads()).toEqual([
      ['/assets/mount-a.js', ''],
      ['/assets/react-b.js', ''],
      ['/assets/sign-in-c.js', ''],
    ]);
  });

  it('adds nothing on a page without the list (index.html has its own modulepreloads)', () => {
    preloadAppScripts();
    expect(preloads()).toEqual([]);
  });
});

import './styles.css';
import { APP_FAILURE_TEXT } from './app/app-failure-text';
import { nextTask, preloadAppScripts } from './app/app-scripts';
import { releaseEarlyInput } from './app/early-input/take-over';
import { getSessionToken, SESSION_ATTRIBUTE } from './lib/session-token';

/** The longest the prerendered first view waits for its largest image before the app starts anyway. */
const FIRST_VIEW_PAINT_WAIT_MS = 2_500;

/**
 * Resolves once the prerendered first view has been painted: on `/` its largest element, the hero
 * poster (the browser's largest-contentful-paint entry for it); on the other prerendered pages,
 * which are text and outlines, their first contentful paint. Browsers without these entry types
 * wait for the load event instead; a poster that fails to load, or a page opened in the
 * background, ends the wait at the cap. No animation frames are involved: they never come in a
 * background tab.
 */
function firstViewPainted(root: HTMLElement): Promise<void> {
  const poster = root.querySelector('#home img');
  const entryType = poster ? 'largest-contentful-paint' : 'paint';
  const painted = new Promise<void>((resolve) => {
    const observable = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes(entryType);
    if (!observable) {
      if (document.readyState === 'complete') resolve();
      else window.addEventListener('load', () => resolve(), { once: true });
      return;
    }
    poster?.addEventListener('error', () => resolve(), { once: true });
    const observer = new PerformanceObserver((list) => {
      const seen = list.getEntries().some((entry) =>
        poster ? (entry as PerformanceEntry & { element?: Element | null }).element === poster : entry.name === 'first-contentful-paint',
      );
      if (!seen) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: entryType, buffered: true });
  });
  const cap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_PAINT_WAIT_MS));
  return Promise.race([painted, cap]);
}

// zod 4 probes `new Function('')` to decide whether to compile its object parsers; the server's CSP
// (script-src 'self', no 'unsafe-eval') refuses it, and Chromium reports that as a console issue
// (Lighthouse's "inspector-issues", issue 21) even though zod catches it. Its `jitless` setting skips
// the probe. Set here, before any chunk imports zod, through the global zod itself reads its
// configuration from (zod/v4/core: globalThis.__zod_globalConfig), so the entry stays free of zod.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Who is visiting, for the prerendered markup's visitor-dependent parts (styles.css, decision 046):
// a stored session shows the user's variant, never the guest's, before the app has mounted.
document.documentElement.setAttribute(SESSION_ATTRIBUTE, getSessionToken() ? 'user' : 'guest');
// This entry holds only the stylesheet and this start-up; the app is a separate chunk. index.html
// modulepreloads its files, so they download in parallel with this one. A prerendered page is
// already on screen from its markup: its app files are fetched only once that view has painted
// (app/app-scripts.ts), and the app's code runs then, so neither holds back the first or largest
// paint (issues 4 and 21, decision 058).
const prerendered = container.querySelector('[data-prerendered]') !== null;
const ready = prerendered ? firstViewPainted(container) : Promise.resolve();
ready
  .then(async () => {
    // The first files (the app chunk, React) start at once, the rest over the next few tasks.
    // The `app:*` marks are the start-up's steps, which `npm run bench -- ready` prints (decision 074).
    performance.mark('app:fetch');
    void preloadAppScripts();
    // The app's code is evaluated a part at a time, the largest libraries first, with a pause
    // between them: evaluating a module graph is one uninterruptible task, and all of the app's
    // at once kept the page from answering a tap for a quarter of a second on a slow phone
    // (decision 058). Each part is evaluated once; the app's own import of it then costs nothing.
    await import('react-dom/client');
    await nextTask();
    await import('./app/router-library');
    await nextTask();
    await import('./app/app-store');
    await nextTask();
    return import('./app/mount');
  })
  .then(({ mountApp }) => {
    performance.mark('app:code');
    mountApp(container, prerendered);
  })
  .catch(() => {
    // The app's code did not arrive (offline, or a deploy replaced it). A prerendered page stays
    // usable through its plain links, and shows no control as pressed; any other page says what to do.
    releaseEarlyInput();
    if (prerendered) return;
    const message = document.createElement('p');
    message.className = 'p-8 text-center text-ink-900';
    message.textContent = APP_FAILURE_TEXT;
    container.replaceChildren(message);
  });

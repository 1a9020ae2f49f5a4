import './styles.css';
import { APP_FAILURE_TEXT } from './app/app-failure-text';

/** The longest the prerendered first view waits for its largest image before the app starts anyway. */
const FIRST_VIEW_PAINT_WAIT_MS = 2_500;

/**
 * Resolves once the prerendered first view's largest element, the hero poster, has been painted
 * (the browser's largest-contentful-paint entry for it). Browsers without that entry type wait for
 * the load event instead; a poster that fails to load, or a page opened in the background, ends
 * the wait at the cap. No animation frames are involved: they never come in a background tab.
 */
function firstViewPainted(root: HTMLElement): Promise<void> {
  const poster = root.querySelector('#home img');
  const painted = new Promise<void>((resolve) => {
    const observable = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
    if (!poster || !observable) {
      if (document.readyState === 'complete') resolve();
      else window.addEventListener('load', () => resolve(), { once: true });
      return;
    }
    poster.addEventListener('error', () => resolve(), { once: true });
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === poster)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_PAINT_WAIT_MS));
  return Promise.race([painted, cap]);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// This entry holds only the stylesheet and this start-up; the app is a separate chunk (its files are
// modulepreloaded by index.html, so they download in parallel with this one). On `/` the page is
// already on screen from the prerendered markup: the app's code runs only after that view has
// painted, so its work never holds back the largest image (issue 4: LCP).
const prerendered = container.querySelector('[data-prerendered]') !== null;
const ready = prerendered ? firstViewPainted(container) : Promise.resolve();
ready
  .then(() => import('./app/mount'))
  .then(({ mountApp }) => mountApp(container, prerendered))
  .catch(() => {
    // The app's code did not arrive (offline, or a deploy replaced it). The prerendered home page
    // stays usable through its plain links; any other page says what to do.
    if (prerendered) return;
    const message = document.createElement('p');
    message.className = 'p-8 text-center text-ink-900';
    message.textContent = APP_FAILURE_TEXT;
    container.replaceChildren(message);
  });

import { EARLY_INPUT_GLOBAL, type EarlyInput } from './early-input';

/** How long a page the app rebuilt (rather than hydrated) may take to show its content again. */
const REBUILT_PAGE_WAIT_MS = 3_000;

function claim(): EarlyInput | undefined {
  const holder = window as unknown as Record<string, EarlyInput | undefined>;
  const early = holder[EARLY_INPUT_GLOBAL];
  delete holder[EARLY_INPUT_GLOBAL];
  return early;
}

function replay(early: EarlyInput | undefined) {
  const replayed = early?.replay() ?? 0;
  performance.mark('app:answering', { detail: { replayed } });
}

/** The page's content (the main landmark every layout has, the skip link's target) is on screen. */
const contentShown = () => document.getElementById('main-content') !== null;

/**
 * The app has taken the built page over (app/app.tsx, once the visitor's own view is committed):
 * acts on what was pressed before, in order, once (early-input.ts). A hydrated page keeps its
 * nodes, so that is at once; a page the app rebuilds (`/`, app/mount.tsx) may first commit its
 * frame without its content, so the presses wait for the content to be back (at most 3 s) to find
 * their controls in it. Later calls find nothing.
 */
export function takeOverEarlyInput(): void {
  const early = claim();
  if (!early || early.pending() === 0 || contentShown()) return replay(early);
  const root = document.getElementById('root') ?? document.body;
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    replay(early);
  };
  const observer = new MutationObserver(() => {
    if (contentShown()) done();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(done, REBUILT_PAGE_WAIT_MS);
}

/** The app could not start: the built page stops waiting, and shows no control as pressed. */
export function releaseEarlyInput(): void {
  claim()?.release();
}

/**
 * A prerendered page (scripts/prerender-pages.tsx) lists the app's files for its first render in
 * `<meta name="app-scripts" content="/assets/a.js /assets/b.js">` instead of modulepreloading them
 * in its head: the first view paints from the markup, and files fetched beside the stylesheet and the
 * fonts only compete with them for a phone's bandwidth. The entry (src/main.tsx) preloads them once
 * that view has painted, all of them at once, so the app still arrives in one round of requests
 * (decision 058).
 */
export const APP_SCRIPTS_META = 'app-scripts';

/**
 * Lets the browser handle input and paint before the next part of the app's start-up: a message to
 * ourselves is a new task at once (a timer may be clamped or throttled, and a paused test clock
 * would hold it forever, as it would not hold a real visitor's page).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Starts fetching the files the page's meta element lists, a few per task: starting a fetch costs
 * the main thread about a millisecond on a phone-class CPU, and forty at once held it for a
 * quarter of a second (decision 058). A page without the list (index.html) has its own modulepreloads.
 */
export async function preloadAppScripts(doc: Document = document, perTask = 6): Promise<void> {
  const listed = doc.querySelector(`meta[name="${APP_SCRIPTS_META}"]`)?.getAttribute('content');
  const files = listed?.split(/\s+/).filter(Boolean) ?? [];
  for (let start = 0; start < files.length; start += perTask) {
    if (start > 0) await nextTask();
    for (const href of files.slice(start, start + perTask)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  }
}

/**
 * A prerendered page (scripts/prerender-pages.tsx) lists the app's files for its first render in
 * `<meta name="app-scripts" content="/assets/a.js /assets/b.js">` instead of modulepreloading them
 * in its head: the first view paints from the markup, and files fetched beside the stylesheet and the
 * fonts only compete with them for a phone's bandwidth. The entry (src/main.tsx) preloads them once
 * that view has painted, all at once, so the app still arrives in one round of requests (decision 058).
 */
export const APP_SCRIPTS_META = 'app-scripts';

/** Starts fetching the files the page's meta element lists; a page without one (index.html) has its own modulepreloads. */
export function preloadAppScripts(doc: Document = document): void {
  const listed = doc.querySelector(`meta[name="${APP_SCRIPTS_META}"]`)?.getAttribute('content');
  if (!listed) return;
  for (const href of listed.split(/\s+/).filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

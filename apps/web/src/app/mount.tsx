import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, whenPageReady } from './app';

/**
 * Starts the app in #root. A prerendered page (config/prerendered-pages.ts) arrives with its first
 * view in the HTML: the app mounts over it once it can show the same view at once, so the page
 * never flashes a loading screen in between.
 */
export function mountApp(container: HTMLElement, prerendered: boolean): void {
  const root = createRoot(container);
  // Over the prerendered page nothing is waiting for this render, so it runs as a transition:
  // React renders in short slices and the page stays responsive to taps and scrolls meanwhile.
  if (prerendered) void whenPageReady(window.location.pathname).then(() => startTransition(() => root.render(<App />)));
  else root.render(<App />);
}

import { createContext, use } from 'react';

/**
 * True while scripts/prerender-pages.tsx renders a page's first view at build time (decision 046).
 * The few parts that differ by visitor (the header's Explore link or user menu) render both
 * variants then, each shown by CSS only once src/main.tsx has said who is visiting
 * (`<html data-session="guest|user">`, lib/session-token.ts), so a signed-in visitor never sees the guest's header.
 */
export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return use(PrerenderingContext);
}

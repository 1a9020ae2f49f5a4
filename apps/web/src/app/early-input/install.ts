/**
 * The head script of every built page (scripts/prerender-pages.tsx inlines this file, bundled on
 * its own, into each page's head; the server allows it by its hash): keeps what is pressed from the
 * first paint until the app takes over (early-input.ts, decision 073).
 */
import { EARLY_INPUT_GLOBAL, installEarlyInput } from './early-input';

(window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL] = installEarlyInput(window);

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll-to-section';

// Issue 9 §3: a jump to a section still loading must not take focus from a control the visitor
// used meanwhile ('Get Quote' lost its returned focus when the late jump focused its section).
describe('scrollToSection', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    document.body.innerHTML = '<main id="main-content"><section id="portfolio" tabindex="-1"><button>Get Quote</button></section></main>';
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('scrolls to the section and focuses it', async () => {
    await scrollToSection('portfolio');
    expect(scrollTo).toHaveBeenCalled();
    expect(document.activeElement).toBe(document.getElementById('portfolio'));
  });

  it('leaves scroll and focus alone when the visitor acted while the sections loaded', async () => {
    const visitorActed = new AbortController();
    const button = document.querySelector('button')!;
    const jump = scrollToSection('portfolio', visitorActed.signal);
    button.focus();
    visitorActed.abort();
    await jump;
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });
});

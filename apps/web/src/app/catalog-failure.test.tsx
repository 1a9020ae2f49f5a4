import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, offline } from '../testing/mock-fetch';

// The catalogs never arrive: offline, or a stale deploy whose chunk names are gone.
vi.mock('../lib/catalogs', () => ({ loadCatalogs: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }));

describe('a catalog that fails to load (docs/product/languages.md#bad-input)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('shows the page in English rather than a blank screen, and says so once', async () => {
    mockFetch(() => offline());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.history.replaceState(null, '', '/fr/sign-in');
    const container = document.body.appendChild(document.createElement('div'));
    // Imported after the address is set: the router's basename is read when the app module loads.
    const { mountApp } = await import('./mount');
    mountApp(container, false);

    expect(await screen.findByRole('heading', { level: 1, name: /Sign In/ }, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.location.pathname).toBe('/fr/sign-in');

    // Another language failing later is not reported again.
    const { activateLocale } = await import('../lib/i18n');
    expect(await activateLocale('de')).toBe('en');
    const reports = warn.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('could not be loaded; showing English'));
    expect(reports).toHaveLength(1);
  }, 30_000);
});

import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { toPackageResponse, SERVICE_PACKAGES } from '@wallart/shared';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../stores/store';
import { PackageCards } from './package-cards';
import { i18n } from '../../../lib/i18n';

function renderCards() {
  render(
    <I18nProvider i18n={i18n}>
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <PackageCards />
      </MemoryRouter>
    </Provider>
    </I18nProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PackageCards (docs/product/landing.md#package-cards package cards)', () => {
  it('shows the three server packages, Professional marked Most Popular, Enterprise by quote', async () => {
    const body = JSON.stringify(SERVICE_PACKAGES.map(toPackageResponse));
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }))));
    renderCards();
    expect(screen.getByRole('status')).toHaveTextContent('Loading packages');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Starter', 'Professional', 'Enterprise']);
    expect(within(cards[1]!).getByText('Most Popular')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('$299')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Choose Plan' })).toHaveAttribute('href', '/payment?plan=starter');
    expect(within(cards[2]!).getByText('Custom')).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('link', { name: 'Request a Quote' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the packages cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('bad gateway', { status: 502 }))));
    renderCards();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Our packages could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the error screen for a screen that fails, and the next page again once the location changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <RouteErrorBoundary resetKey="a">
            <Broken />
          </RouteErrorBoundary>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Page code could not load')).toBeInTheDocument();

    rerender(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <RouteErrorBoundary resetKey="b">
            <p>Next page</p>
          </RouteErrorBoundary>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByText('Next page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

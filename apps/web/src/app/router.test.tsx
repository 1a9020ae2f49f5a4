import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, customer, renderRoute, signedIn, testUser } from '../testing/render-route';

// The home page asks the API for packages; no server runs in unit tests.
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guards (docs/product/site.md#route-guards)', () => {
  it('sends a guest from /dashboard to /sign-in', async () => {
    const { location } = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(location().pathname).toBe('/sign-in');
  });

  it('sends a guest from a nested dashboard path to /sign-in', async () => {
    const { location } = renderRoute('/dashboard/profile');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(location().pathname).toBe('/sign-in');
  });

  it('treats a user without an id as signed out', async () => {
    const { location } = renderRoute('/dashboard', signedIn(testUser({ _id: '' })));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(location().pathname).toBe('/sign-in');
  });

  it('lets a signed-in user into the dashboard and the profile', async () => {
    renderRoute('/dashboard/profile', signedIn(customer));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  });

  it('sends a non-admin from /admin to /', async () => {
    const { location } = renderRoute('/admin/users', signedIn(customer));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Art made for/ })).toBeInTheDocument();
  });

  it('sends a guest from /admin to /', async () => {
    const { location } = renderRoute('/admin');
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('lets an admin (role admin) into every admin screen', async () => {
    renderRoute('/admin', signedIn(admin));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    for (const label of ['Dashboard', 'Users', 'Orders', 'Packages']) {
      expect(sidebar).toContainElement(screen.getByRole('link', { name: label }));
    }
  });

  it('lets an admin flagged by isAdmin in', async () => {
    renderRoute('/admin/orders', signedIn({ ...customer, isAdmin: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  });

  it('keeps /cart open to guests', async () => {
    const { location } = renderRoute('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart and Orders' })).toBeInTheDocument();
    expect(location().pathname).toBe('/cart');
  });
});

describe('other routes', () => {
  it('redirects /signin to /sign-in, keeping the query (docs/architecture.md#the-old-sign-in-path)', async () => {
    const { location } = renderRoute('/signin?redirect=cart');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(location().pathname).toBe('/sign-in');
    expect(location().search).toBe('?redirect=cart');
  });

  it('shows a not-found page for unknown paths', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'This wall is still bare' })).toBeInTheDocument();
  });

  it('titles the checkout with the default plan', async () => {
    renderRoute('/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Starter Plan Checkout' })).toBeInTheDocument();
  });

  it('renders the site header and footer only where the layout rules allow', async () => {
    renderRoute('/wallArt');
    await screen.findByRole('heading', { level: 1, name: 'Wall Art Visualizer' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('hides header and footer on sign-in', async () => {
    const { container } = renderRoute('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(container.querySelector('header')).toBeNull();
    expect(container.querySelector('footer')).toBeNull();
  });

  it('keeps the header but drops the footer on the generator', async () => {
    const { container } = renderRoute('/ai-wall-generator');
    await screen.findByRole('heading', { level: 1, name: 'Create Your Wall Art' });
    expect(container.querySelector('header')).not.toBeNull();
    expect(container.querySelector('footer')).toBeNull();
  });

  it('has the six landing sections on the home page', async () => {
    const { container } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /Art made for/ });
    const ids = [...container.querySelectorAll('section[id]')].map((s) => s.id);
    expect(ids).toEqual(['home', 'about', 'ai-wall-generator', 'services', 'portfolio', 'contact']);
  });
});

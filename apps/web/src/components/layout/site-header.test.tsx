import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'react-redux';
import { i18n } from '../../lib/i18n';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppStore, type RootState } from '../../stores/store';
import { initialCartState, type CartItem } from '../../stores/cart-slice';
import { PrerenderingContext } from '../../lib/prerendering';
import { SiteHeader } from './site-header';
import { admin, signedIn } from '../../testing/render-route';

const item = (id: string, quantity: number): CartItem => ({
  id,
  name: 'Custom Wall Art',
  image: `/uploads/${id}.png`,
  price: 49.99,
  description: 'Custom AI-generated wall art',
  quantity,
  options: {},
});

function renderHeader(state?: Partial<RootState>) {
  const store = createAppStore(state);
  render(
    <I18nProvider i18n={i18n}>
    <Provider store={store}>
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </Provider>
    </I18nProvider>,
  );
  return store;
}

describe('SiteHeader', () => {
  it('badges the cart with the sum of quantities, not the number of lines', () => {
    renderHeader({ cart: { ...initialCartState, items: [item('a', 2), item('b', 3)] } });
    const cart = screen.getByRole('link', { name: 'Cart, 5 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByTestId('cart-badge')).toHaveTextContent('5');
  });

  it('shows no badge for an empty cart', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('shows guests the Explore button to sign-in and no user menu', () => {
    renderHeader();
    expect(screen.getAllByRole('link', { name: 'Explore' })[0]).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('replaces Explore with the user menu when signed in', async () => {
    renderHeader(signedIn(admin));
    expect(await screen.findByRole('button', { name: 'Account menu for Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Explore' })).toBeNull();
  });

  it('links every landing section to the home page', () => {
    renderHeader();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'About', 'AI Wall Generator', 'Services', 'Portfolio', 'Contact']);
    expect(links[1]).toHaveAttribute('href', '/#about');
  });

  it('opens and closes the mobile menu with its toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('while the build prerenders it, holds both the guest\'s Explore and the user menu\'s place, each marked for CSS to show', () => {
    render(
      <I18nProvider i18n={i18n}>
        <PrerenderingContext value>
          <Provider store={createAppStore()}>
            <MemoryRouter>
              <SiteHeader />
            </MemoryRouter>
          </Provider>
        </PrerenderingContext>
      </I18nProvider>,
    );
    const explore = screen.getByRole('link', { name: 'Explore' });
    expect(explore.closest('[data-when-session]')).toHaveAttribute('data-when-session', 'guest');
    expect(document.querySelector('[data-when-session="user"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /account menu/i })).toBeNull();
  });
});

import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { createAppStore } from '../../stores/store';
import type { CurrentUser } from '../../stores/user-slice';
import { admin, customer, signedIn } from '../../testing/render-route';
import { UserMenu } from './user-menu';

async function openMenuFor(user: CurrentUser) {
  render(
    <I18nProvider i18n={i18n}>
      <Provider store={createAppStore(signedIn(user))}>
        <MemoryRouter>
          <UserMenu />
        </MemoryRouter>
      </Provider>
    </I18nProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: `Account menu for ${user.name}` }));
  return screen.findByRole('menu');
}

describe('UserMenu (docs/product/site.md#site-header site header)', () => {
  it('offers Profile, Admin Dashboard and Sign Out to an admin', async () => {
    await openMenuFor(admin);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/profile');
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('also shows Admin Dashboard to a user flagged isAdmin', async () => {
    await openMenuFor({ ...customer, isAdmin: true });
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('hides Admin Dashboard from a customer', async () => {
    await openMenuFor(customer);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin Dashboard' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrerenderingContext } from '../../lib/prerendering';
import { createAppStore } from '../../stores/store';
import { admin, customer, signedIn } from '../../testing/render-route';
import { RequireAdmin } from './require-admin';

function renderAdminRoute({ prerendering, state }: { prerendering: boolean; state?: Parameters<typeof createAppStore>[0] }) {
  return render(
    <PrerenderingContext value={prerendering}>
      <Provider store={createAppStore(state)}>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route index element={<p>Home page</p>} />
            <Route path="admin" element={<RequireAdmin />}>
              <Route index element={<p>Admin frame</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>
    </PrerenderingContext>,
  );
}

describe('RequireAdmin (docs/product/site.md#route-guards)', () => {
  it('lets an admin in', () => {
    renderAdminRoute({ prerendering: false, state: signedIn(admin) });
    expect(screen.getByText('Admin frame')).toBeInTheDocument();
  });

  it('sends a guest and a customer home', () => {
    renderAdminRoute({ prerendering: false });
    expect(screen.getByText('Home page')).toBeInTheDocument();
    renderAdminRoute({ prerendering: false, state: signedIn(customer) });
    expect(screen.getAllByText('Home page')).toHaveLength(2);
    expect(screen.queryByText('Admin frame')).not.toBeInTheDocument();
  });

  it('renders the frame while the page is built or hydrated, before anyone is known (decision 060)', () => {
    renderAdminRoute({ prerendering: true });
    expect(screen.getByText('Admin frame')).toBeInTheDocument();
  });
});

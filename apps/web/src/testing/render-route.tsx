import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app/router';
import { createAppStore, type RootState } from '../stores/store';
import { initialUserState, type CurrentUser } from '../stores/user-slice';

/** Renders the real route table at `path` with a store holding the given state. */
export function renderRoute(path: string, preloadedState?: Partial<RootState>) {
  const store = createAppStore(preloadedState);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}

export const customer: CurrentUser = { _id: '65f0c0ffee0000000000a001', name: 'Ada Lovelace', email: 'ada@example.com', role: 'user', token: 't' };
export const admin: CurrentUser = { _id: '65f0c0ffee0000000000a002', name: 'Grace Hopper', email: 'grace@example.com', role: 'admin', token: 't' };

export function signedIn(user: CurrentUser): Partial<RootState> {
  return { user: { ...initialUserState, currentUser: user } };
}

import { act, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'react-redux';
import { i18n } from '../lib/i18n';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry, type Location, type NavigateFunction } from 'react-router';
import { AppRoutes } from '../app/router';
import { createAppStore, type RootState } from '../stores/store';
import { initialUserState, type CurrentUser } from '../stores/user-slice';

/**
 * Renders the real route table at `path` with a store holding the given state. `location()` is
 * where the app is now (after redirects and navigations); `navigate(to)` goes there as a link would,
 * `navigate(-1)` is the browser's Back.
 */
export function renderRoute(path: InitialEntry, preloadedState?: Partial<RootState>) {
  const store = createAppStore(preloadedState);
  const current: { location?: Location; navigate?: NavigateFunction } = {};
  function LocationProbe() {
    current.location = useLocation();
    current.navigate = useNavigate();
    return null;
  }
  const view = render(
    <I18nProvider i18n={i18n}>
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Provider>
    </I18nProvider>,
  );
  const location = () => {
    if (!current.location) throw new Error('the router has not rendered');
    return current.location;
  };
  const navigate = (to: string | number) =>
    act(() => {
      if (!current.navigate) throw new Error('the router has not rendered');
      void (typeof to === 'number' ? current.navigate(to) : current.navigate(to));
    });
  return { ...view, store, location, navigate };
}

/** A signed-in user as the app stores it: the server's whole public user plus the token. */
export function testUser(changes: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: '65f0c0ffee0000000000a001',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    profilePicture: '',
    role: 'user',
    isAdmin: false,
    phone: '',
    address: '',
    country: '',
    language: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    token: 't',
    ...changes,
  };
}

export const customer = testUser();
export const admin = testUser({ _id: '65f0c0ffee0000000000a002', name: 'Grace Hopper', email: 'grace@example.com', role: 'admin' });

export function signedIn(user: CurrentUser): Partial<RootState> {
  return { user: { ...initialUserState, currentUser: user } };
}

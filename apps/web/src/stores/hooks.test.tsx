import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { PrerenderingContext } from '../lib/prerendering';
import { admin, signedIn } from '../testing/render-route';
import { useVisitorSelector } from './hooks';
import { createAppStore } from './store';
import { selectCurrentUser, signOut } from './user-slice';

function Name() {
  const user = useVisitorSelector(selectCurrentUser, null);
  return <p>{user?.name ?? 'no one'}</p>;
}

const renderName = (prerendering: boolean, store: ReturnType<typeof createAppStore>) =>
  render(
    <Provider store={store}>
      <PrerenderingContext value={prerendering}>
        <Name />
      </PrerenderingContext>
    </Provider>,
  );

describe('useVisitorSelector', () => {
  it('gives the built value while the page is built or hydrated, whoever is in the store', () => {
    renderName(true, createAppStore(signedIn(admin)));
    expect(screen.getByText('no one')).toBeInTheDocument();
  });

  it('gives the visitor’s own value once hydrated, and follows the store', () => {
    const store = createAppStore(signedIn(admin));
    renderName(false, store);
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    act(() => {
      store.dispatch(signOut());
    });
    expect(screen.getByText('no one')).toBeInTheDocument();
  });
});

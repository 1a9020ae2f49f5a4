import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { PrerenderingContext } from '../lib/prerendering';
import { admin, signedIn } from '../testing/render-route';
import { BuiltStateContext, useAppSelector } from './hooks';
import { createAppStore } from './store';
import { selectCurrentUser, signOut } from './user-slice';

function Name() {
  const user = useAppSelector(selectCurrentUser);
  return <p>{user?.name ?? 'no one'}</p>;
}

/** A guest's state, as a page is built from. */
const built = createAppStore().getState();

const renderName = (prerendering: boolean, store: ReturnType<typeof createAppStore>) =>
  render(
    <Provider store={store}>
      <BuiltStateContext value={built}>
        <PrerenderingContext value={prerendering}>
          <Name />
        </PrerenderingContext>
      </BuiltStateContext>
    </Provider>,
  );

describe('useAppSelector', () => {
  it('reads the state the page was built from while it is hydrated, whoever is in the store', () => {
    renderName(true, createAppStore(signedIn(admin)));
    expect(screen.getByText('no one')).toBeInTheDocument();
  });

  it('reads the visitor’s own state once hydrated, and follows the store', () => {
    const store = createAppStore(signedIn(admin));
    renderName(false, store);
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    act(() => {
      store.dispatch(signOut());
    });
    expect(screen.getByText('no one')).toBeInTheDocument();
  });
});

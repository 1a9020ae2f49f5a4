import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
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

describe('the end of hydration', () => {
  const rendered = vi.fn();
  function Shown() {
    const user = useAppSelector(selectCurrentUser);
    rendered();
    return <p>{user?.name ?? 'no one'}</p>;
  }
  const shown = <Shown />;
  const tree = (store: ReturnType<typeof createAppStore>, builtState: typeof built | undefined, prerendering: boolean) => (
    <Provider store={store}>
      <BuiltStateContext value={builtState}>
        <PrerenderingContext value={prerendering}>{shown}</PrerenderingContext>
      </BuiltStateContext>
    </Provider>
  );

  it('does not render a store reader again where there is no built state (the visitor’s is the built one)', () => {
    const store = createAppStore();
    const view = render(tree(store, undefined, true));
    const before = rendered.mock.calls.length;
    view.rerender(tree(store, undefined, false));
    expect(rendered).toHaveBeenCalledTimes(before);
    expect(screen.getByText('no one')).toBeInTheDocument();
  });

  it('renders a store reader again with the visitor’s state where it differs from the built one', () => {
    const store = createAppStore(signedIn(admin));
    const view = render(tree(store, built, true));
    expect(screen.getByText('no one')).toBeInTheDocument();
    const before = rendered.mock.calls.length;
    view.rerender(tree(store, built, false));
    expect(rendered).toHaveBeenCalledTimes(before + 1);
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
  });
});

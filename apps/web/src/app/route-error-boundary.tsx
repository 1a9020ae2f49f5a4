import { Component, lazy, Suspense, type ReactNode } from 'react';
import { HydrateFallback } from './routes/hydrate-fallback';

// The error screen (with its layout, artwork and title) is rarely needed: it loads only when a
// route fails, so the first load of `/` does not carry it (issue 4's JS budget).
const RouteError = lazy(() => import('./routes/route-error').then((m) => ({ default: m.RouteError })));

interface Props {
  /** The current location's key: moving to another page clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * The last line of defence around the route's screen: a screen that throws while rendering, or
 * whose code cannot be loaded (most often because a new version was deployed meanwhile), shows
 * the error screen inside the site frame instead of a blank page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={<HydrateFallback />}>
        <RouteError error={this.state.error} />
      </Suspense>
    );
  }
}

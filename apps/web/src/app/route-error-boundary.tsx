import { Component, lazy, Suspense, type ReactNode } from 'react';
import { AppFailure } from './routes/app-failure';
import { HydrateFallback } from './routes/hydrate-fallback';

// The error page (with its layout, artwork and title) is rarely needed: it loads only when a route
// fails, so the first load of `/` does not carry it (issue 4's JS budget). When its own code cannot
// load either (offline, or a deploy removed the old files), the plain failure notice stands in.
const RouteError = lazy(() =>
  import('./routes/route-error').then(
    (m) => ({ default: m.RouteError }),
    () => ({ default: AppFailure }),
  ),
);

interface ErrorBoundaryProps {
  /** When it changes, a caught error is cleared and the children render again. */
  resetKey?: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: string | undefined;
}

/** Renders `fallback` instead of children that threw while rendering. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * The boundary around the route's screen: a screen that throws while rendering, or whose code
 * cannot be loaded, shows the error page inside the site frame instead of a blank page; moving to
 * another page (`resetKey`: the location's key) clears it.
 */
export function RouteErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error) => (
        <Suspense fallback={<HydrateFallback />}>
          <RouteError error={error} />
        </Suspense>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteLoadError } from './RouteLoadError';

interface State {
  error: Error | null;
}

/**
 * Catches what a page throws while loading or rendering (a chunk that failed or timed out) and
 * shows a heading with a retry instead of a blank screen. Retrying reloads the document, which
 * fetches the current build's chunks.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RouteLoadError onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}

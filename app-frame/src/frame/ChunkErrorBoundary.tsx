import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from './lazyPage';

interface ChunkErrorBoundaryProps {
  /** Renders the error screen; `retry` forgets the failure and renders the children again. */
  fallback: (props: { error: unknown; retry: () => void }) => ReactNode;
  /** Called before a retry (the route page forgets its failed chunk). */
  onRetry: () => void;
  children: ReactNode;
}

interface ChunkErrorBoundaryState {
  error: unknown;
}

/**
 * Catches what a route page throws while rendering, a chunk that would not load included, and
 * shows the error screen with a retry instead of a blank page.
 */
export class ChunkErrorBoundary extends Component<
  ChunkErrorBoundaryProps,
  ChunkErrorBoundaryState
> {
  override state: ChunkErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ChunkErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof ChunkLoadError)) console.error(error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: undefined });
  };

  override render() {
    if (this.state.error !== undefined)
      return this.props.fallback({ error: this.state.error, retry: this.retry });
    return this.props.children;
  }
}

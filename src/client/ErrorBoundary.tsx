// Catches render crashes. The fallback receives the error and a way to try
// rendering again (no reload).
import { Component, type ComponentProps, type ReactNode } from 'react';

interface Props {
  fallback: (props: { error: Error; tryAgain: () => void }) => ReactNode;
  children: ReactNode;
  /** A window event after which rendering is tried again (dev: a page's code was hot-replaced). */
  resetOn?: string;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  private readonly reset = () => this.setState({ error: null });

  override componentDidMount() {
    if (this.props.resetOn) window.addEventListener(this.props.resetOn, this.reset);
  }

  override componentWillUnmount() {
    if (this.props.resetOn) window.removeEventListener(this.props.resetOn, this.reset);
  }

  override render() {
    const { error } = this.state;
    if (error) return this.props.fallback({ error, tryAgain: this.reset });
    return this.props.children;
  }
}

/** The error and its causes, one per paragraph, as the reference shows them. */
export function errorChain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && parts.length < 10) {
    parts.push(current.message);
    current = current.cause;
  }
  if (!parts.length) parts.push(String(error));
  return parts.join('\n\nCause:\n');
}

/**
 * Rethrows a crash below it as the error `onError` makes of it (usually one naming what failed,
 * with the original as its `cause`), for the page's crash boundary to show.
 */
export class ErrorCauseBoundary extends Component<
  { children: ReactNode; onError: (error: Error) => Error },
  { error: Error | null }
> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render(): ReactNode {
    if (this.state.error) throw this.props.onError(this.state.error);
    return this.props.children;
  }
}

export interface FallbackParams {
  error: Error;
  tryAgain: () => void;
}

/** The reference's "Try again" button (theme-common), for a crash page. */
export function ErrorBoundaryTryAgainButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" {...props}>
      Try again
    </button>
  );
}

/** The error's message and its causes' (theme-common's ErrorBoundaryError). */
export function ErrorBoundaryError({ error }: { error: Error }) {
  return <p style={{ whiteSpace: 'pre-wrap' }}>{errorChain(error)}</p>;
}

/** A small crash box: the message and a way to render again (theme-common's). */
export function ErrorBoundaryErrorMessageFallback({ error, tryAgain }: FallbackParams) {
  return (
    <div style={{ border: '2px solid red', padding: 10 }}>
      <p style={{ whiteSpace: 'pre-wrap' }}>{error.message}</p>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} />
    </div>
  );
}

// Catches render crashes. The fallback receives the error and a way to try
// rendering again (no reload).
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (props: { error: Error; tryAgain: () => void }) => ReactNode;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error)
      return this.props.fallback({ error, tryAgain: () => this.setState({ error: null }) });
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

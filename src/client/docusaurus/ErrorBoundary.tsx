// @docusaurus/ErrorBoundary: catches a crash below it in the browser and renders `fallback({ error,
// tryAgain })` instead (a small crash box when no fallback is given); `tryAgain` renders the
// children again.
import type { ReactNode } from 'react';
import {
  ErrorBoundary as Boundary,
  ErrorBoundaryErrorMessageFallback,
  type FallbackParams,
} from '../ErrorBoundary';

export type { FallbackParams };
export type FallbackFunction = (params: FallbackParams) => ReactNode;

export default function ErrorBoundary({
  fallback = ErrorBoundaryErrorMessageFallback,
  children,
}: {
  fallback?: FallbackFunction;
  children?: ReactNode;
}) {
  return <Boundary fallback={fallback}>{children ?? null}</Boundary>;
}

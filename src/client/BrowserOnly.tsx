// Renders its render-function child only in the browser, after hydration
// (the server and the hydration render show `fallback`).
import { isValidElement, type ReactNode } from 'react';
import { useIsBrowser } from './hooks';

export function BrowserOnly({
  children,
  fallback,
}: {
  children: () => ReactNode;
  fallback?: ReactNode;
}) {
  const isBrowser = useIsBrowser();
  if (typeof children !== 'function' || isValidElement(children))
    throw new Error(
      'The children of <BrowserOnly> must be a "render function", e.g. <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>.',
    );
  return <>{isBrowser ? children() : (fallback ?? null)}</>;
}

// Browser entry: load the current route's chunks, then hydrate the prerendered
// HTML (or render, in the dev server, which serves no prerendered HTML).
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { matchRoute } from '../client/data';
import { markAppHydrated } from '../client/hooks';
import { loadRoute, prefetch, preload } from '../client/modules';
import { installAnalytics } from '@theme/analytics';
import { Shell } from './shell';

declare global {
  interface Window {
    docusaurus?: Readonly<{ prefetch: typeof prefetch; preload: typeof preload }>;
  }
}

window.docusaurus = Object.freeze({ prefetch, preload });
installAnalytics();

/**
 * Marks <html data-has-hydrated="true"> once the app is live: a parent's effect runs after all of its
 * children's, so by then every listener the shell sets up (search shortcuts, scroll, storage) is attached.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    markAppHydrated();
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, []);
  return children;
}

const container = document.getElementById('__docusaurus')!;
const app = (
  <BrowserRouter>
    <MarkHydrated>
      <Shell />
    </MarkHydrated>
  </BrowserRouter>
);

if (container.hasChildNodes()) {
  // Prerendered HTML: hydrate once the route's code is here, so the first render matches it.
  loadRoute(matchRoute(window.location.pathname)).then(
    () =>
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.error('React Root onRecoverableError:', error),
        });
      }),
    (error: unknown) => {
      // The route's code is unavailable: render the app, whose loading view shows the error and Retry.
      console.error('The page code failed to load:', error);
      createRoot(container).render(app);
    },
  );
} else {
  // The dev server sends no page HTML: render at once, the page's frame and a spinner until its
  // content arrives.
  createRoot(container).render(app);
}

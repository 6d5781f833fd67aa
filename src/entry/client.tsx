// Browser entry: load the current route's chunks, then hydrate the prerendered
// HTML (or render, in the dev server, which serves no prerendered HTML).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { matchRoute } from '../client/data';
import { loadRoute, prefetch, preload } from '../client/modules';
import { installAnalytics } from '../theme/analytics';
import { Shell } from './shell';

declare global {
  interface Window {
    docusaurus?: Readonly<{ prefetch: typeof prefetch; preload: typeof preload }>;
  }
}

window.docusaurus = Object.freeze({ prefetch, preload });
installAnalytics();

const container = document.getElementById('__docusaurus')!;
const app = (
  <BrowserRouter>
    <Shell />
  </BrowserRouter>
);
const markHydrated = () => document.documentElement.setAttribute('data-has-hydrated', 'true');

loadRoute(matchRoute(window.location.pathname)).then(
  () =>
    startTransition(() => {
      if (container.hasChildNodes()) {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.error('React Root onRecoverableError:', error),
        });
      } else createRoot(container).render(app);
      queueMicrotask(markHydrated);
    }),
  (error: unknown) => {
    // The route's code is unavailable: render the app, whose loading view shows the error and Retry.
    console.error('The page code failed to load:', error);
    createRoot(container).render(app);
    markHydrated();
  },
);

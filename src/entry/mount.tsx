// The app's mount: hydrates the prerendered HTML (or renders, in the dev server, which serves no
// prerendered HTML). Imported by the entry once the libraries it needs have been evaluated.
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { markAppHydrated } from '../client/hooks';
import { Shell } from './shell';

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

const app = (
  <BrowserRouter>
    <MarkHydrated>
      <Shell />
    </MarkHydrated>
  </BrowserRouter>
);

/**
 * Hydrates the prerendered page, in a transition: React renders it in slices and yields to the
 * browser between them.
 */
export function hydrate(container: HTMLElement): void {
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('React Root onRecoverableError:', error),
    });
  });
}

/** Renders from scratch: the dev server's page, or a page whose code failed to load. */
export function render(container: HTMLElement): void {
  createRoot(container).render(app);
}

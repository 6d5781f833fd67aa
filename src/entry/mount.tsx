// The app's mount: hydrates the prerendered HTML (or renders, in the dev server, which serves no
// prerendered HTML). Imported by the entry once the libraries it needs have been evaluated.
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { markAppHydrated } from '../client/hooks';
import { Shell } from './shell';

/** Marks the app live once its first render has committed: a parent's effect runs after all of its children's. */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    markAppHydrated();
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

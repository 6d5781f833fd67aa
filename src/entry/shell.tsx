// The composition root shared by both entries: the runtime's App inside the theme's Root, with
// the theme's pages for "not found", "loading" and a crash of the whole app.
import { App } from '../client/App';
import { ErrorBoundary, errorChain } from '../client/ErrorBoundary';
import { Head } from '../client/head';
import Loading from '@theme/Loading';
import NotFound from '@theme/NotFound';
import Root from '@theme/Root';
import '@theme/styles.css';
import '@generated/prism.css';
import '@generated/custom-css.js';

function AppCrash({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <main className="container margin-vert--xl">
      <Head title="Page Error" />
      <h1 className="hero__title">This page crashed</h1>
      <button type="button" className="button button--primary shadow--lw" onClick={tryAgain}>
        Try again
      </button>
      <p className="errorMessage">{errorChain(error)}</p>
    </main>
  );
}

export function Shell() {
  return (
    // A fixed page comes back by itself once its new code arrives (dev), with no reload.
    <ErrorBoundary fallback={AppCrash} resetOn="route-module-updated">
      <Root>
        <App components={{ NotFound, Loading }} />
      </Root>
    </ErrorBoundary>
  );
}

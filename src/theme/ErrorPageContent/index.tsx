// What the Layout shows in place of a page that crashed while rendering: the error and its causes,
// and a button that renders the page again.
import { errorChain, type FallbackParams } from '@docgen/client/ErrorBoundary';

export default function ErrorPageContent({ error, tryAgain }: FallbackParams) {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">This page crashed.</h1>
          <button type="button" className="button button--primary shadow--lw" onClick={tryAgain}>
            Try again
          </button>
          <hr />
          <p className="errorMessage">{errorChain(error)}</p>
        </div>
      </div>
    </main>
  );
}

// The page for every path that is not a route (and build/404.html).
import { Link } from '@docgen/client/Link';
import { Head } from '@docgen/client/head';
import Layout from '@theme/Layout';

export default function NotFound() {
  return (
    <Layout title="Page Not Found">
      <Head htmlClassName="plugin-native" />
      <main className="container margin-vert--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h1 className="hero__title">Page Not Found</h1>
            <p>We could not find what you were looking for.</p>
            <p>
              Please contact the owner of the site that linked you to the original URL and let them
              know their link is broken.
            </p>
            <p>
              <Link to="/">Go back to the home page</Link>.
            </p>
          </div>
        </div>
      </main>
    </Layout>
  );
}

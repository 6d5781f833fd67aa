// The /search page.
import Layout from '../Layout';

export default function SearchPage() {
  return (
    <Layout title="Search the documentation" htmlClassName="search-page-wrapper" noIndex>
      <main className="container margin-vert--lg">
        <h1>Search the documentation</h1>
      </main>
    </Layout>
  );
}

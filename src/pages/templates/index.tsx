// The campaign template gallery.
import Layout from '../../theme/Layout';

export default function Templates() {
  return (
    <Layout
      title="AirLyft Event Templates"
      description="Ready-to-use campaign templates for growing a web3 community."
    >
      <main className="container margin-vert--lg">
        <h1>AirLyft Event Templates</h1>
      </main>
    </Layout>
  );
}

// The home page.
import Layout from '../theme/Layout';

export default function Home() {
  return (
    <Layout
      title="Welcome"
      description="Learn to run campaigns, quests and giveaways with AirLyft."
    >
      <main>
        <h1>AirLyft Documentation</h1>
      </main>
    </Layout>
  );
}

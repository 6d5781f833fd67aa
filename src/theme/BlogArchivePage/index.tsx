// Every post by year (the reference's @theme/BlogArchivePage, `/blog/archive`).
import { Head } from '@docgen/client/head';
import { Link } from '@docgen/client/Link';
import { SearchMetadata } from '@docgen/client/pageMetadata';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

interface ArchivePost {
  id: string;
  metadata: { title: string; permalink: string; date: string; description: string };
}

export interface Props {
  archive: { blogPosts: ArchivePost[] };
}

const dayAndMonth = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

function byYear(posts: ArchivePost[]): Array<[string, ArchivePost[]]> {
  const years = new Map<string, ArchivePost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years.entries()];
}

export default function BlogArchivePage({ archive }: Props) {
  const years = byYear(archive.blogPosts);
  return (
    <Layout title="Archive" description="Archive">
      <Head htmlClassName="plugin-blog plugin-id-default blog-wrapper blog-archive-page" />
      <SearchMetadata tag="blog_archive" />
      <header className="hero hero--primary">
        <div className="container">
          <Heading as="h1" className="hero__title">
            Archive
          </Heading>
          <p className="hero__subtitle">Archive</p>
        </div>
      </header>
      <main>
        {years.length > 0 && (
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {years.map(([year, posts]) => (
                  <div key={year} className="col col--4 margin-vert--lg">
                    <Heading as="h3" id={year}>
                      {year}
                    </Heading>
                    <ul>
                      {posts.map((post) => (
                        <li key={post.metadata.permalink}>
                          <Link to={post.metadata.permalink}>
                            {dayAndMonth.format(new Date(post.metadata.date))} -{' '}
                            {post.metadata.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          </section>
        )}
      </main>
    </Layout>
  );
}

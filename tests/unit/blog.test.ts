// The blog's pure parts: a post's file name → date and slug, the truncate marker and reading
// time, pagination, authors and tags from front matter, the routes of a small blog, feed items,
// and the Docusaurus config's blog options.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { resolveAuthors, loadAuthorsMap } from '../../src/core/blog/authors';
import { readingTime, truncateIndex, truncateSource } from '../../src/core/blog/excerpt';
import { absoluteLinks, createFeeds, feedItem, postHtml } from '../../src/core/blog/feed';
import { FEED_STYLESHEETS, withStylesheet } from '../../src/core/blog/feed-style';
import { blogPaths, loadBlog } from '../../src/core/blog/load';
import { paginate } from '../../src/core/blog/paginate';
import { parsePostPath } from '../../src/core/blog/post-path';
import { createBlogRoutes } from '../../src/core/blog/routes';
import { kebabCase, loadTagsFile, resolveTags } from '../../src/core/blog/tags';
import { siteConfigSchema, type BlogConfig } from '../../src/core/config/schema';
import { fromDocusaurusConfig } from '../../src/core/config/from-docusaurus';
import { SourceError } from '../../src/core/errors';

const blogOptions = (blog: Record<string, unknown> = {}): BlogConfig =>
  siteConfigSchema.parse({ title: 'T', url: 'https://t.example', blog }).blog!;

describe('blog post paths', () => {
  it('reads the date and slug from dated names, folders and date folders', () => {
    const date = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
    assert.deepEqual(parsePostPath('2024-01-31-hello-world.md'), {
      date: date(2024, 1, 31),
      slug: '2024/01/31/hello-world',
      text: 'hello-world',
    });
    assert.deepEqual(parsePostPath('2024-01-31-hello/index.mdx'), {
      date: date(2024, 1, 31),
      slug: '2024/01/31/hello',
      text: 'hello',
    });
    assert.deepEqual(parsePostPath('2024/01/31/hello.md'), {
      date: date(2024, 1, 31),
      slug: '2024/01/31/hello',
      text: 'hello',
    });
    assert.equal(parsePostPath('news/2023-12-01-x.md').slug, 'news/2023/12/01/x');
  });
  it('keeps a name without a (valid) date as written', () => {
    assert.deepEqual(parsePostPath('about/welcome.md'), { slug: 'about/welcome', text: 'welcome' });
    assert.deepEqual(parsePostPath('story/index.md'), { slug: 'story', text: 'story' });
    assert.equal(parsePostPath('2024-02-31-nope.md').date, undefined);
  });
});

describe('blog excerpts', () => {
  it('finds the Markdown and the MDX truncate markers', () => {
    assert.equal(truncateIndex('a\n<!-- truncate -->\nb'), 2);
    assert.equal(truncateIndex('a\n{/* truncate */}\nb'), 2);
    assert.equal(truncateIndex('a\nb'), -1);
    assert.equal(truncateIndex('a <!--more--> b', /<!--more-->/g), 2);
  });
  it('cuts the source at the marker, keeping the front matter, and never inside it', () => {
    const raw = '---\ntitle: <!-- truncate -->\n---\nIntro\n<!-- truncate -->\nRest\n';
    assert.equal(truncateSource(raw), '---\ntitle: <!-- truncate -->\n---\nIntro\n');
    assert.equal(truncateSource('No marker'), 'No marker');
  });
  it('counts reading time at 200 words a minute', () => {
    assert.equal(readingTime(Array(400).fill('word').join(' ')), 2);
    assert.equal(readingTime(''), 0);
  });
});

describe('blog pagination', () => {
  const opts = { basePath: '/blog', pageBasePath: 'page', blogTitle: 'Blog', blogDescription: 'D' };
  it('splits posts into pages linked newer and older', () => {
    const pages = paginate([1, 2, 3, 4, 5], { ...opts, postsPerPage: 2 });
    assert.deepEqual(
      pages.map((p) => [
        p.metadata.permalink,
        p.items,
        p.metadata.previousPage,
        p.metadata.nextPage,
      ]),
      [
        ['/blog', [1, 2], undefined, '/blog/page/2'],
        ['/blog/page/2', [3, 4], '/blog', '/blog/page/3'],
        ['/blog/page/3', [5], '/blog/page/2', undefined],
      ],
    );
    assert.equal(pages[0].metadata.totalPages, 3);
    assert.equal(pages[0].metadata.totalCount, 5);
  });
  it("keeps one page for an empty blog and for 'ALL'", () => {
    assert.equal(paginate([], { ...opts, postsPerPage: 10 }).length, 1);
    assert.equal(paginate([1, 2, 3], { ...opts, postsPerPage: 'ALL' }).length, 1);
  });
});

describe('blog authors and tags', () => {
  const dir = mkdtempSync(join(tmpdir(), 'blog-authors-'));
  writeFileSync(
    join(dir, 'authors.yml'),
    'ada:\n  name: Ada\n  image_url: /ada.png\n  page: true\nbob:\n  name: Bob\n',
  );
  const map = loadAuthorsMap(dir, 'authors.yml', '/blog/authors');
  it('resolves keys of the authors map, inline authors and the legacy keys', () => {
    assert.deepEqual(resolveAuthors({ authors: 'ada' }, map, { file: 'p.md' }), [
      { key: 'ada', name: 'Ada', imageURL: '/ada.png', page: { permalink: '/blog/authors/ada' } },
    ]);
    assert.deepEqual(
      resolveAuthors({ authors: ['bob', { name: 'Cy', image_url: '/cy.png' }] }, map, {
        file: 'p.md',
      }).map((a) => a.name),
      ['Bob', 'Cy'],
    );
    assert.deepEqual(
      resolveAuthors({ author: 'Lin', author_url: 'https://lin', author_title: 'Guest' }, map, {
        file: 'p.md',
      }),
      [{ name: 'Lin', url: 'https://lin', title: 'Guest' }],
    );
  });
  it('names the file and line of an unknown author key', () => {
    assert.throws(
      () => resolveAuthors({ authors: ['zed'] }, map, { file: 'p.md', line: 3 }),
      (e: unknown) =>
        e instanceof SourceError &&
        e.line === 3 &&
        /no author "zed".*known: ada, bob/.test(e.message),
    );
  });
  it('gives inline tags kebab-case permalinks and takes the tags file first', () => {
    writeFileSync(join(dir, 'tags.yml'), 'rel:\n  label: Release\n  description: Releases\n');
    const tagsFile = loadTagsFile(dir, undefined);
    const tags = resolveTags(['rel', 'Hello World', { label: 'C++', permalink: '/cpp' }], {
      tagsPath: '/blog/tags',
      tagsFile,
      onInlineTags: 'ignore',
      file: 'p.md',
    });
    assert.deepEqual(tags, [
      { label: 'Release', permalink: '/blog/tags/rel', description: 'Releases', inline: false },
      { label: 'Hello World', permalink: '/blog/tags/hello-world', inline: true },
      { label: 'C++', permalink: '/blog/tags/cpp', inline: true },
    ]);
    assert.equal(kebabCase('fooBar baz'), 'foo-bar-baz');
    assert.throws(
      () =>
        resolveTags(['nope'], { tagsPath: '/t', tagsFile, onInlineTags: 'throw', file: 'p.md' }),
      /not defined in the tags file: nope/,
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
});

describe('a blog folder', () => {
  const site = mkdtempSync(join(tmpdir(), 'blog-site-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  };
  write('blog/2024-01-01-one.md', '---\ntags: [a]\n---\n# One\n\nIntro\n<!-- truncate -->\nMore\n');
  write('blog/2024-02-01-two/index.md', '---\ntitle: Two\ntags: [a, b]\n---\nText\n');
  write('blog/2024-03-01-three.md', '---\ntitle: Three\nunlisted: true\n---\nHidden\n');
  write('blog/2024-04-01-draft.md', '---\ntitle: Draft\ndraft: true\n---\nSoon\n');
  write('blog/undated.md', '---\ntitle: Old\ndate: 2020-05-05\nslug: /old-one\n---\nOld\n');
  const options = blogOptions({ postsPerPage: 1 });
  const blog = loadBlog(site, options, { includeDrafts: false });

  it('loads posts newest first, drafts left out, with permalinks, titles and neighbours', () => {
    assert.deepEqual(
      blog.posts.map((p) => [p.metadata.permalink, p.metadata.title, p.metadata.date.slice(0, 10)]),
      [
        ['/blog/2024/03/01/three', 'Three', '2024-03-01'],
        ['/blog/2024/02/01/two', 'Two', '2024-02-01'],
        ['/blog/2024/01/01/one', 'One', '2024-01-01'],
        ['/blog/old-one', 'Old', '2020-05-05'],
      ],
    );
    const one = blog.posts[2].metadata;
    assert.equal(one.hasTruncateMarker, true);
    assert.deepEqual(one.prevItem, { title: 'Two', permalink: '/blog/2024/02/01/two' });
    assert.deepEqual(one.nextItem, { title: 'Old', permalink: '/blog/old-one' });
    assert.equal(blog.posts[0].metadata.prevItem, undefined, 'an unlisted post has no neighbours');
    assert.equal(loadBlog(site, options, { includeDrafts: true }).posts.length, 5);
  });

  it('routes the list pages, posts, tags and archive; unlisted posts only at their own page', () => {
    const { routes, files } = createBlogRoutes(blog, options, { siteDir: site });
    assert.deepEqual(routes.map((r) => r.path).sort(), [
      '/blog',
      '/blog/2024/01/01/one',
      '/blog/2024/02/01/two',
      '/blog/2024/03/01/three',
      '/blog/archive',
      '/blog/old-one',
      '/blog/page/2',
      '/blog/page/3',
      '/blog/tags',
      '/blog/tags/a',
      '/blog/tags/a/page/2',
      '/blog/tags/b',
    ]);
    assert.equal(routes.find((r) => r.path === '/blog/2024/03/01/three')?.noIndex, true);
    const tags = JSON.parse(files.get('blog-tags.json')!).tags;
    assert.deepEqual(
      tags.map((t: { label: string; count: number }) => [t.label, t.count]),
      [
        ['a', 2],
        ['b', 1],
      ],
    );
    const sidebar = JSON.parse(files.get('blog-sidebar.json')!);
    assert.deepEqual(
      sidebar.items.map((i: { title: string }) => i.title),
      ['Two', 'One', 'Old'],
    );
    // A list page compiles an excerpt of a post with a marker, the whole post otherwise.
    const lists = [...files]
      .filter(([name]) => name.startsWith('bloglist-'))
      .map(([, text]) => text);
    assert.ok(lists.some((text) => text.includes('2024-01-01-one.md?truncated=true')));
    assert.ok(lists.some((text) => text.includes('2024-02-01-two/index.md"')));
  });

  it('names the line of a bad front matter date', () => {
    write('blog/bad.md', '---\ntitle: Bad\ndate: not a date\n---\nx\n');
    assert.throws(
      () => loadBlog(site, options, { includeDrafts: false }),
      (e: unknown) => e instanceof SourceError && e.line === 3 && /"date"/.test(e.message),
    );
  });
  after(() => rmSync(site, { recursive: true, force: true }));
});

describe('blog feeds', () => {
  it('takes the post body from its built page, links made absolute', () => {
    const page =
      '<html><body><main><div id="__blog-post-container" class="markdown"><p>Hi <a href="/docs/a">a</a> <img src="/img/x.png"></p></div><footer>no</footer></main></body></html>';
    const body = postHtml(page)!;
    assert.equal(body, '<p>Hi <a href="/docs/a">a</a> <img src="/img/x.png"></p>');
    assert.equal(
      absoluteLinks(body, 'https://s.example/blog/x'),
      '<p>Hi <a href="https://s.example/docs/a">a</a> <img src="https://s.example/img/x.png"></p>',
    );
    assert.equal(
      absoluteLinks(
        '<a class="l" href="#part">p</a><a href="https://o.example/?a=1&amp;b=2">o</a>',
        'https://s.example/blog/x',
      ),
      '<a class="l" href="https://s.example/blog/x#part">p</a><a href="https://o.example/?a=1&amp;b=2">o</a>',
    );
  });
  it('names a stylesheet in each XML feed when feedOptions.xslt asks, and gives it', () => {
    const xml = '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"></rss>';
    assert.equal(
      withStylesheet(xml, 'rss.xsl'),
      '<?xml version="1.0" encoding="utf-8"?>\n<?xml-stylesheet type="text/xsl" href="rss.xsl"?>\n<rss version="2.0"></rss>',
    );
    for (const { text } of Object.values(FEED_STYLESHEETS)) {
      // Well-formed XSLT: one stylesheet element, every template closed.
      assert.match(
        text,
        /^<\?xml version="1\.0" encoding="utf-8"\?>\n<xsl:stylesheet [\s\S]*<\/xsl:stylesheet>\n$/,
      );
      assert.equal(text.match(/<xsl:template /g)?.length, 1);
      assert.equal(text.match(/<xsl:for-each /g)?.length, text.match(/<\/xsl:for-each>/g)?.length);
    }
    assert.match(FEED_STYLESHEETS.atom.text, /xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom"/);
    const config = siteConfigSchema.parse({
      title: 'T',
      url: 'https://t.example',
      blog: { feedOptions: { xslt: { rss: true } } },
    });
    assert.deepEqual(config.blog && config.blog.feedOptions.xslt, { rss: true });
  });
  it('writes no feed for a blog without posts', async () => {
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://t.example', blog: {} });
    const blog = config.blog!;
    const content = { blogDir: '/b', posts: [], authors: new Map(), paths: blogPaths(blog) };
    assert.equal((await createFeeds({ config, blog, content, pageHtml: () => undefined })).size, 0);
  });
  it('makes an item of a post: its URL, date, authors and tags', () => {
    const item = feedItem(
      {
        permalink: '/blog/x',
        source: '@site/blog/x.md',
        title: 'X',
        description: 'About X',
        date: '2024-01-02T00:00:00.000Z',
        tags: [{ label: 'T', permalink: '/blog/tags/t', inline: true }],
        hasTruncateMarker: false,
        authors: [{ name: 'Ada', url: 'https://ada' }, { imageURL: '/only.png' }],
        frontMatter: {},
        unlisted: false,
      },
      'https://s.example',
      '<p>X</p>',
    );
    assert.deepEqual(item, {
      title: 'X',
      id: 'https://s.example/blog/x',
      link: 'https://s.example/blog/x',
      date: new Date('2024-01-02T00:00:00.000Z'),
      description: 'About X',
      content: '<p>X</p>',
      author: [{ name: 'Ada', link: 'https://ada' }],
      category: [{ name: 'T', term: 'T' }],
    });
  });
});

describe("a Docusaurus config's blog", () => {
  const translate = (input: Record<string, unknown>, hasBlogDir = false) =>
    fromDocusaurusConfig(
      { title: 'T', url: 'https://t.example', ...input },
      { hasBlogDir, siteDir: '/site' },
    );
  it("translates the classic preset's blog options and warns about the others by key", () => {
    const { config, warnings } = translate({
      presets: [
        [
          'classic',
          {
            blog: {
              path: '/site/news',
              showReadingTime: false,
              postsPerPage: 5,
              feedOptions: { type: 'all', xslt: true },
              blogListComponent: '@theme/Mine',
            },
          },
        ],
      ],
    });
    assert.deepEqual(config.blog, {
      path: 'news',
      showReadingTime: false,
      postsPerPage: 5,
      feedOptions: { type: 'all', xslt: true },
    });
    assert.deepEqual(
      warnings.filter((w) => w.includes('blog')).map((w) => w.split(':')[0]),
      ['presets[0][1].blog.blogListComponent'],
    );
  });
  it('site.config.ts: no blog unless set, none with blog: false, and a mistyped option named', () => {
    const parse = (blog?: unknown) =>
      siteConfigSchema.safeParse({ title: 'T', url: 'https://t.example', blog });
    assert.equal(parse().data?.blog, undefined);
    assert.equal(parse(false).data?.blog, undefined);
    assert.equal(parse({}).data?.blog?.routeBasePath, '/blog');
    assert.match(JSON.stringify(parse({ postsPerPag: 2 }).error?.issues), /postsPerPag/);
  });
  it('builds a blog/ folder by default, none with blog: false, and takes the plugin entry', () => {
    assert.deepEqual(translate({ presets: [['classic', {}]] }, true).config.blog, {});
    assert.equal(translate({ presets: [['classic', {}]] }, false).config.blog, undefined);
    assert.equal(
      translate({ presets: [['classic', { blog: false }]] }, true).config.blog,
      undefined,
    );
    const plugin = translate({
      presets: [['classic', { blog: false }]],
      plugins: [['@docusaurus/plugin-content-blog', { routeBasePath: 'news' }]],
    });
    assert.deepEqual(plugin.config.blog, { routeBasePath: 'news' });
  });
});

// The blog's routes and the modules they load, as the reference's blog plugin creates them: the
// list (paginated), each post, the tags list and each tag's posts (paginated), the archive. Each
// page's component is the theme's, by its Docusaurus name (@theme/BlogListPage…), its data
// generated files: a post's content wrapped with its metadata; a list page's excerpts (each post
// compiled up to its truncate marker, `?truncated`). Pure: the files come back as text.
import { relative, sep } from 'node:path';
import { hash8 } from '../routes/create';
import type { RouteEntry, RouteModule } from '../routes/types';
import type { BlogConfig } from '../config/schema';
import type { BlogContent, BlogPost } from './load';
import { paginate } from './paginate';
import type { BlogSidebarData, BlogTagSummary } from './types';

export const BLOG_THEME_MODULES = {
  blogListPage: { request: '@theme/BlogListPage', chunkName: 'theme-blog-list-page' },
  blogPostPage: { request: '@theme/BlogPostPage', chunkName: 'theme-blog-post-page' },
  blogTagsListPage: { request: '@theme/BlogTagsListPage', chunkName: 'theme-blog-tags-list-page' },
  blogTagsPostsPage: {
    request: '@theme/BlogTagsPostsPage',
    chunkName: 'theme-blog-tags-posts-page',
  },
  blogArchivePage: { request: '@theme/BlogArchivePage', chunkName: 'theme-blog-archive-page' },
  blogAuthorsListPage: {
    request: '@theme/Blog/Pages/BlogAuthorsListPage',
    chunkName: 'theme-blog-authors-list-page',
  },
  blogAuthorsPostsPage: {
    request: '@theme/Blog/Pages/BlogAuthorsPostsPage',
    chunkName: 'theme-blog-authors-posts-page',
  },
} satisfies Record<string, RouteModule>;

/** DocSearch tags of the pages that are not posts: contextual search (tag `default`) leaves them out, as the reference's do. */
const LIST_SEARCH_TAGS = {
  list: 'blog_posts_list',
  tags: 'blog_tags_list',
  tagPosts: 'blog_tags_posts',
  archive: 'blog_archive',
  authors: 'blog_authors_list',
  authorPosts: 'blog_authors_posts',
};

export interface BlogRoutes {
  routes: RouteEntry[];
  modules: Record<string, RouteModule>;
  /** Generated files under `.generated/content/`: name → text. */
  files: Map<string, string>;
}

const json = (value: unknown) => JSON.stringify(value, null, 1) + '\n';
const CONTENT_HELPER = '@docgen/client/blogContent';

/** A post page's module: its compiled MDX as the `content` prop, with its metadata on it. */
function postWrapper(source: string, key: string): string {
  const src = JSON.stringify(source);
  return `import Content, { toc, contentTitle } from ${src};
import metadata from './${key}.json';
import { blogPostContent } from '${CONTENT_HELPER}';
const content = blogPostContent(Content, metadata, toc, contentTitle);
export default content;
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept([${src}, './${key}.json'], () => {
    content.update(Content, metadata, toc, contentTitle);
    window.dispatchEvent(new CustomEvent('route-module-updated'));
  });
}
`;
}

/** A list page's module: the page's data, and each post's excerpt as an item's `content`. */
function listModule(
  data: Record<string, unknown>,
  posts: Array<{ post: BlogPost; key: string }>,
): string {
  const requests = posts.map(({ post, key }) => ({
    // A post without the marker is shown whole: the post page's own module, compiled once.
    content: JSON.stringify(
      post.metadata.hasTruncateMarker ? `${post.source}?truncated=true` : post.source,
    ),
    metadata: JSON.stringify(`./${key}.json`),
  }));
  const imports = requests
    .map(
      (r, i) =>
        `import C${i}, { toc as t${i} } from ${r.content};\nimport m${i} from ${r.metadata};\n`,
    )
    .join('');
  const items = requests
    .map((_, i) => `{ content: blogPostContent(C${i}, m${i}, t${i}) }`)
    .join(', ');
  const deps = requests.flatMap((r) => [r.content, r.metadata]).join(', ');
  return `${imports}import { blogPostContent } from '${CONTENT_HELPER}';
const page = { ...${JSON.stringify(data)}, items: [${items}] };
export default page;
if (import.meta.webpackHot) {
  // Dev: an edited excerpt replaces its item in place, then the router re-renders the list.
  import.meta.webpackHot.accept([${deps}], () => {
    page.items = [${items}];
    window.dispatchEvent(new CustomEvent('route-module-updated'));
  });
}
`;
}

export function createBlogRoutes(
  blog: BlogContent,
  options: BlogConfig,
  { siteDir }: { siteDir: string },
): BlogRoutes {
  const modules: Record<string, RouteModule> = { ...BLOG_THEME_MODULES };
  const routes: RouteEntry[] = [];
  const files = new Map<string, string>();
  const { paths } = blog;
  const lvl0 = options.blogTitle;
  const keyOf = new Map<BlogPost, string>();
  const dataModule = (key: string, file: string) => {
    modules[key] = { request: `@generated/content/${file}`, chunkName: key };
    return key;
  };

  const listed = blog.posts.filter((p) => !p.metadata.unlisted);
  const sidebarCount =
    options.blogSidebarCount === 'ALL' ? listed.length : options.blogSidebarCount;
  const sidebar: BlogSidebarData = {
    title: options.blogSidebarTitle,
    items: listed.slice(0, sidebarCount).map(({ metadata: m }) => ({
      title: (m.frontMatter.sidebar_label as string | undefined) ?? m.title,
      permalink: m.permalink,
      unlisted: m.unlisted,
      date: m.date,
    })),
  };
  files.set('blog-sidebar.json', json(sidebar));
  const sidebarKey = dataModule('blog-sidebar', 'blog-sidebar.json');
  const route = (
    path: string,
    component: keyof typeof BLOG_THEME_MODULES,
    data: Record<string, string>,
    searchTag: string,
    noIndex = false,
  ) =>
    routes.push({
      path,
      kind: 'blog',
      modules: { component, ...(sidebarCount > 0 && { sidebar: sidebarKey }), ...data },
      lvl0,
      searchTag,
      ...(noIndex && { noIndex }),
    });

  for (const post of blog.posts) {
    const key = `blogpost-${hash8(relative(siteDir, post.source).split(sep).join('/'))}`;
    keyOf.set(post, key);
    files.set(`${key}.json`, json(post.metadata));
    files.set(`${key}.js`, postWrapper(post.source, key));
    dataModule(key, `${key}.js`);
    route(
      post.metadata.permalink,
      'blogPostPage',
      { content: key },
      'default',
      post.metadata.unlisted,
    );
  }

  const listPages = (
    posts: BlogPost[],
    basePath: string,
    name: string,
    component: 'blogListPage' | 'blogTagsPostsPage' | 'blogAuthorsPostsPage',
    searchTag: string,
    extra: (metadata: ReturnType<typeof paginate>[number]['metadata']) => Record<string, unknown>,
    pageBasePath = options.pageBasePath,
  ) => {
    for (const page of paginate(posts, {
      basePath,
      pageBasePath,
      postsPerPage: options.postsPerPage,
      blogTitle: options.blogTitle,
      blogDescription: options.blogDescription,
    })) {
      const key = `bloglist-${hash8(`${name}\0${page.metadata.permalink}`)}`;
      files.set(
        `${key}.js`,
        listModule(
          extra(page.metadata),
          page.items.map((post) => ({ post, key: keyOf.get(post)! })),
        ),
      );
      route(page.metadata.permalink, component, { props: dataModule(key, `${key}.js`) }, searchTag);
    }
  };
  listPages(listed, paths.base, 'list', 'blogListPage', LIST_SEARCH_TAGS.list, (metadata) => ({
    metadata,
  }));

  // Tags: each listed post's, by permalink; a tag all of whose posts are unlisted is unlisted.
  const tags = new Map<string, BlogTagSummary & { posts: BlogPost[] }>();
  for (const post of blog.posts)
    for (const tag of post.metadata.tags) {
      const entry = tags.get(tag.permalink) ?? {
        label: tag.label,
        permalink: tag.permalink,
        ...(tag.description && { description: tag.description }),
        count: 0,
        unlisted: true,
        posts: [],
      };
      entry.posts.push(post);
      if (!post.metadata.unlisted) {
        entry.count++;
        entry.unlisted = false;
      }
      tags.set(tag.permalink, entry);
    }
  if (tags.size) {
    const summaries: BlogTagSummary[] = [...tags.values()]
      .filter((t) => !t.unlisted)
      .map(({ posts: _posts, ...t }) => t)
      .sort((a, b) => a.label.localeCompare(b.label));
    files.set('blog-tags.json', json({ tags: summaries }));
    route(
      paths.tags,
      'blogTagsListPage',
      { props: dataModule('blog-tags', 'blog-tags.json') },
      LIST_SEARCH_TAGS.tags,
    );
    for (const tag of tags.values()) {
      const { posts, ...summary } = tag;
      const shown = tag.unlisted ? posts : posts.filter((p) => !p.metadata.unlisted);
      listPages(
        shown,
        tag.permalink,
        `tag\0${tag.permalink}`,
        'blogTagsPostsPage',
        LIST_SEARCH_TAGS.tagPosts,
        (listMetadata) => ({
          tag: { ...summary, allTagsPath: paths.tags },
          listMetadata,
        }),
      );
    }
  }

  // Authors, when the blog has an authors map: the list of them all, and the posts of each one
  // with a page of its own (`page: true`), paginated under `authorsBasePath` as the reference does.
  if (blog.authors.size) {
    const postsOf = (key?: string) =>
      listed.filter((p) => p.metadata.authors.some((a) => a.key === key));
    const authors = [...blog.authors.values()].map((author) => ({
      ...author,
      count: postsOf(author.key).length,
    }));
    files.set('blog-authors.json', json({ authors }));
    route(
      paths.authors,
      'blogAuthorsListPage',
      { props: dataModule('blog-authors', 'blog-authors.json') },
      LIST_SEARCH_TAGS.authors,
    );
    for (const author of authors.filter((a) => a.page))
      listPages(
        postsOf(author.key),
        author.page!.permalink,
        `author\0${author.key}`,
        'blogAuthorsPostsPage',
        LIST_SEARCH_TAGS.authorPosts,
        (listMetadata) => ({ author, listMetadata }),
        options.authorsBasePath,
      );
  }

  if (paths.archive && listed.length) {
    const archive = {
      archive: {
        blogPosts: listed.map((p) => ({
          id: keyOf.get(p),
          metadata: {
            title: p.metadata.title,
            permalink: p.metadata.permalink,
            date: p.metadata.date,
            description: p.metadata.description,
            unlisted: p.metadata.unlisted,
          },
        })),
      },
    };
    files.set('blog-archive.json', json(archive));
    route(
      paths.archive,
      'blogArchivePage',
      { props: dataModule('blog-archive', 'blog-archive.json') },
      LIST_SEARCH_TAGS.archive,
    );
  }
  return {
    routes,
    modules,
    files,
  };
}

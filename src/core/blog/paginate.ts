// Splitting a list of posts into pages (`/blog`, `/blog/page/2`…), as the reference's lists do. Pure.
import type { BlogListMetadata } from './types';

export interface ListPage<T> {
  metadata: BlogListMetadata;
  items: T[];
}

export function paginate<T>(
  items: readonly T[],
  {
    basePath,
    pageBasePath,
    postsPerPage,
    blogTitle,
    blogDescription,
  }: {
    basePath: string;
    pageBasePath: string;
    postsPerPage: number | 'ALL';
    blogTitle: string;
    blogDescription: string;
  },
): ListPage<T>[] {
  const perPage = postsPerPage === 'ALL' ? Math.max(items.length, 1) : postsPerPage;
  // An empty blog still has its list page.
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const permalink = (page: number) =>
    page === 1 ? basePath : `${basePath.replace(/\/$/, '')}/${pageBasePath}/${page}`;
  return Array.from({ length: totalPages }, (_, i) => {
    const page = i + 1;
    return {
      metadata: {
        permalink: permalink(page),
        page,
        postsPerPage: perPage,
        totalPages,
        totalCount: items.length,
        ...(page > 1 && { previousPage: permalink(page - 1) }),
        ...(page < totalPages && { nextPage: permalink(page + 1) }),
        blogTitle,
        blogDescription,
      },
      items: items.slice(i * perPage, (i + 1) * perPage),
    };
  });
}

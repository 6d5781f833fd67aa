// The blog pages' frame (the reference's @theme/BlogLayout): the site layout, the recent posts
// sidebar on the left, the page in the middle, a post's TOC on the right.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { BlogSidebarData } from '@docgen/shared/types';
import BlogSidebar from '@theme/BlogSidebar';
import Layout, { type LayoutProps } from '@theme/Layout';
// The blog's own styles: only pages with a blog load them.
import './styles.css';

export interface Props extends LayoutProps {
  sidebar?: BlogSidebarData;
  toc?: ReactNode;
}

export default function BlogLayout({ sidebar, toc, children, ...layoutProps }: Props) {
  const hasSidebar = !!sidebar && sidebar.items.length > 0;
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main
            className={clsx('col', { 'col--7': hasSidebar, 'col--9 col--offset-1': !hasSidebar })}
          >
            {children}
          </main>
          {toc && <div className="col col--2">{toc}</div>}
        </div>
      </div>
    </Layout>
  );
}

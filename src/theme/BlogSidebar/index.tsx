// The blog's recent posts (the reference's @theme/BlogSidebar, `blogSidebarTitle`,
// `blogSidebarCount`): a column beside the posts on desktop, in the navbar's drawer on mobile.
import clsx from 'clsx';
import { useLocation } from 'react-router-dom';
import { Link } from '@docgen/client/Link';
import { NavbarSecondaryMenuFiller } from '@docgen/client/navbarMobile';
import { isSamePath } from '@docgen/client/sidebarItems';
import type { BlogSidebarData } from '@docgen/shared/types';

export interface Props {
  sidebar?: BlogSidebarData;
}

function RecentPosts({ sidebar, mobile }: { sidebar: BlogSidebarData; mobile?: boolean }) {
  const { pathname } = useLocation();
  const active = (permalink: string) => isSamePath(permalink, pathname);
  if (mobile)
    return (
      <ul className="menu__list blog-sidebar-mobile">
        {sidebar.items.map((item) => (
          <li key={item.permalink} className="menu__list-item">
            <Link
              to={item.permalink}
              className={clsx('menu__link', active(item.permalink) && 'menu__link--active')}
              aria-current={active(item.permalink) ? 'page' : undefined}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <nav className="sidebar thin-scrollbar" aria-label="Blog recent posts navigation">
      <div className="sidebarItemTitle margin-bottom--md">{sidebar.title}</div>
      <ul className="sidebarItemList clean-list">
        {sidebar.items.map((item) => (
          <li key={item.permalink} className="sidebarItem">
            <Link
              to={item.permalink}
              className={clsx('sidebarItemLink', active(item.permalink) && 'sidebarItemLinkActive')}
              aria-current={active(item.permalink) ? 'page' : undefined}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileRecentPosts({ sidebar }: { sidebar: BlogSidebarData }) {
  return <RecentPosts sidebar={sidebar} mobile />;
}

export default function BlogSidebar({ sidebar }: Props) {
  if (!sidebar?.items.length) return null;
  return (
    <>
      <aside className={clsx('col col--3', 'blog-sidebar')}>
        <RecentPosts sidebar={sidebar} />
      </aside>
      <NavbarSecondaryMenuFiller component={MobileRecentPosts} props={{ sidebar }} />
    </>
  );
}

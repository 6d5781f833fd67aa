// The data types the browser sees (route props, global data, sidebar items,
// TOC, config), for the client and the theme: they import these from here,
// never from core. The definitions sit beside the node code that produces them.
export type { SiteConfig, NavbarItem, BuiltInNavbarItem } from '../core/config/schema';
export type { TocItem } from '../core/content/types';
export type {
  Breadcrumb,
  NavLink,
  SidebarCategory,
  SidebarHtml,
  SidebarItem,
  SidebarLink,
} from '../core/sidebars/types';
export type * from '../core/routes/types';
export type { ResponsiveImage } from '../core/images/types';
export type * from '../core/blog/types';

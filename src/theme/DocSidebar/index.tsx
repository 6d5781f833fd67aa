// The docs sidebar: links and collapsible categories (@theme/DocSidebarItems),
// the current page highlighted and its categories expanded. The mobile drawer
// renders the same items (DocPage).
import type { SidebarItem } from '@docgen/shared/types';
import DocSidebarItems from '@theme/DocSidebarItems';

export default function DocSidebar({ items }: { items: SidebarItem[] }) {
  return (
    <aside className="theme-doc-sidebar-container docSidebarContainer">
      <div className="sidebarViewport">
        <nav aria-label="Docs sidebar" className="menu thin-scrollbar docSidebarMenu">
          <ul className="menu__list theme-doc-sidebar-menu">
            <DocSidebarItems items={items} />
          </ul>
        </nav>
      </div>
    </aside>
  );
}

// Cards for the items of a sidebar category: on a category's index page they
// list its children, each through @theme/DocCard.
import clsx from 'clsx';
import { useDocsContext } from '@docgen/client/docsContext';
import { findFirstSidebarItemLink } from '@docgen/client/sidebarItems';
import type { SidebarCategory, SidebarItem } from '@docgen/shared/types';
import DocCard from '@theme/DocCard';
import { samePath } from '@theme/utils';

function findCategory(items: SidebarItem[], permalink: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (samePath(item.href, permalink)) return item;
    const inner = findCategory(item.items, permalink);
    if (inner) return inner;
  }
  return undefined;
}

/** Items that get a card: no html items, unlisted docs or categories leading nowhere. */
function hasCard(item: SidebarItem): boolean {
  if (item.type === 'html') return false;
  if (item.type === 'category') return findFirstSidebarItemLink(item) !== undefined;
  return !item.unlisted;
}

export default function DocCardList({
  items,
  className,
}: {
  items?: SidebarItem[];
  className?: string;
}) {
  const docs = useDocsContext();
  let list = items;
  if (!list && docs?.sidebar) {
    list = findCategory(docs.version.sidebars[docs.sidebar] ?? [], docs.permalink)?.items;
  }
  if (!list) return null;
  return (
    <section className={clsx('row', className)}>
      {list.map((item, i) =>
        hasCard(item) ? (
          <article key={i} className="col col--6 margin-bottom--lg">
            <DocCard item={item} />
          </article>
        ) : null,
      )}
    </section>
  );
}

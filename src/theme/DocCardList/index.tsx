// Cards for the items of a sidebar category: on a category's index page they
// list its children.
import clsx from 'clsx';
import { Link, isExternalUrl } from '@docgen/client/Link';
import type { SidebarCategory, SidebarItem } from '@docgen/shared/types';
import { useDocsContext } from '@docgen/client/docsContext';
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

function firstLink(item: SidebarCategory): string | undefined {
  for (const child of item.items) {
    if (child.type === 'link') return child.href;
    if (child.type === 'category') {
      const href = child.href ?? firstLink(child);
      if (href) return href;
    }
  }
  return undefined;
}

const leadingEmoji = (label: string) => /^\p{Extended_Pictographic}/u.exec(label)?.[0];

function Card({
  href,
  icon,
  title,
  description,
}: {
  href: string;
  icon: string;
  title: string;
  description?: string;
}) {
  return (
    <Link to={href} className="card padding--lg cardContainer theme-doc-card-container">
      <h2 className="text--truncate cardTitle theme-doc-card-heading" title={title}>
        <span className="theme-doc-card-icon" aria-hidden="true">
          {icon}
        </span>{' '}
        <span className="theme-doc-card-title">{title}</span>
      </h2>
      {description && (
        <p
          className="text--truncate cardDescription theme-doc-card-description"
          title={description}
        >
          {description}
        </p>
      )}
    </Link>
  );
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
      {list.map((item, i) => {
        if (item.type === 'html') return null;
        if (item.type === 'category') {
          const href = item.href ?? firstLink(item);
          if (!href) return null;
          const count = item.items.length;
          return (
            <article key={i} className="col col--6 margin-bottom--lg">
              <Card
                href={href}
                icon={leadingEmoji(item.label) ?? '🗃'}
                title={item.label}
                description={item.description ?? `${count} item${count === 1 ? '' : 's'}`}
              />
            </article>
          );
        }
        if (item.unlisted) return null;
        const doc = item.docId ? docs?.version.docs[item.docId] : undefined;
        return (
          <article key={i} className="col col--6 margin-bottom--lg">
            <Card
              href={item.href}
              icon={leadingEmoji(item.label) ?? (isExternalUrl(item.href) ? '🔗' : '📄️')}
              title={item.label}
              description={item.description ?? doc?.description}
            />
          </article>
        );
      })}
    </section>
  );
}

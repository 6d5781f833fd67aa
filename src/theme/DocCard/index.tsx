// A card for one sidebar item (`{ item }`), as DocCardList shows a category's
// children: its icon, title and description.
import { Link, isExternalUrl } from '@docgen/client/Link';
import { useDocsContext } from '@docgen/client/docsContext';
import { findFirstSidebarItemLink } from '@docgen/client/sidebarItems';
import type { SidebarItem } from '@docgen/shared/types';

export interface Props {
  item: SidebarItem;
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

export default function DocCard({ item }: Props) {
  const docs = useDocsContext();
  if (item.type === 'html') return null;
  if (item.type === 'category') {
    const href = findFirstSidebarItemLink(item);
    if (!href) return null;
    const count = item.items.length;
    return (
      <Card
        href={href}
        icon={leadingEmoji(item.label) ?? '🗃'}
        title={item.label}
        description={item.description ?? `${count} item${count === 1 ? '' : 's'}`}
      />
    );
  }
  const doc = item.docId ? docs?.version.docs[item.docId] : undefined;
  return (
    <Card
      href={item.href}
      icon={leadingEmoji(item.label) ?? (isExternalUrl(item.href) ? '🔗' : '📄️')}
      title={item.label}
      description={item.description ?? doc?.description}
    />
  );
}

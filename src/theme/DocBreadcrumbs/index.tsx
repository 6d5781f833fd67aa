// The page's trail in its sidebar, above a doc or a generated index, with its
// BreadcrumbList structured data. Reads the docs page context, as the
// reference's DocBreadcrumbs reads the sidebar: no props.
import clsx from 'clsx';
import { routes, siteConfig } from '@docgen/client/data';
import { useDocsContext } from '@docgen/client/docsContext';
import { Head } from '@docgen/client/head';
import { Link } from '@docgen/client/Link';
import { absoluteUrl } from '@docgen/client/pageMetadata';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';

/** The reference shows the home crumb only when a page exists at the site's baseUrl. */
const hasHomePage = routes.some((r) => r.path === siteConfig.baseUrl);

export default function DocBreadcrumbs() {
  const items = useDocsContext()?.breadcrumbs ?? [];
  if (!items.length) return null;
  const withHref = items.filter((b) => b.href);
  return (
    <nav className="theme-doc-breadcrumbs breadcrumbsContainer" aria-label="Breadcrumbs">
      <Head
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: withHref.map((b, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: b.label,
            item: absoluteUrl(b.href!),
          })),
        }}
      />
      <ul className="breadcrumbs">
        {hasHomePage && <HomeBreadcrumbItem />}
        {items.map((b, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i} className={clsx('breadcrumbs__item', last && 'breadcrumbs__item--active')}>
              {b.href && !last ? (
                <Link className="breadcrumbs__link" to={b.href}>
                  <span>{b.label}</span>
                </Link>
              ) : (
                <span className="breadcrumbs__link">{b.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

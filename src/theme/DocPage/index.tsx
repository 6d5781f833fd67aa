// The route component of every doc and generated-index page. Doc routes all
// render this same component, so the layout and sidebar stay mounted (and
// keep their state) while readers move between docs.
import { memo, useEffect, type ComponentType } from 'react';
import clsx from 'clsx';
import type { RouteComponentProps } from '@docgen/client/App';
import { routes, siteConfig } from '@docgen/client/data';
import { Head } from '@docgen/client/head';
import { storage, useWindowSize } from '@docgen/client/hooks';
import type { TocItem } from '@docgen/shared/types';
import type { Breadcrumb, NavLink, SidebarItem } from '@docgen/shared/types';
import type {
  DocPageMetadata,
  DocsVersionData,
  GeneratedIndexMetadata,
} from '@docgen/shared/types';
import BackToTopButton from '@theme/BackToTopButton';
import DocCardList from '@theme/DocCardList';
import DocSidebar, { DocSidebarItems } from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import { PageMetadata, absoluteUrl } from '@docgen/client/pageMetadata';
import MDXContent from '@theme/MDXContent';
import TOC, { TOCCollapsible } from '@theme/TOC';
import { IconHome } from '@theme/Icons';
import { Link } from '@docgen/client/Link';
import { DocsContext } from '@docgen/client/docsContext';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';

interface DocContentModule {
  default: {
    Content: ComponentType;
    toc: TocItem[];
    contentTitle: string | null;
    metadata: DocPageMetadata;
  };
}

/** The reference shows the home crumb only when a page exists at the site root. */
const hasHomePage = routes.some((r) => r.path === '/');

function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
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
        {hasHomePage && (
          <li className="breadcrumbs__item">
            <Link aria-label="Home page" className="breadcrumbs__link" to="/">
              <IconHome />
            </Link>
          </li>
        )}
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

function Paginator({ previous, next }: { previous?: NavLink; next?: NavLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav docusaurus-mt-lg" aria-label="Docs pages">
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.permalink}>
          <div className="pagination-nav__sublabel">Previous</div>
          <div className="pagination-nav__label">{previous.title}</div>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.permalink}>
          <div className="pagination-nav__sublabel">Next</div>
          <div className="pagination-nav__label">{next.title}</div>
        </Link>
      )}
    </nav>
  );
}

/**
 * The page's Markdown, memoised: DocItem re-renders when the window size becomes known after
 * hydration, and re-rendering every element of a long page then blocked the main thread.
 */
const DocMarkdown = memo(function DocMarkdown({ Content }: { Content: ComponentType }) {
  return (
    <MDXContent>
      <Content />
    </MDXContent>
  );
});

function DocItem({ content }: { content: DocContentModule['default'] }) {
  const { Content, toc, contentTitle, metadata } = content;
  const windowSize = useWindowSize();
  const min = metadata.tocMinHeadingLevel ?? siteConfig.tableOfContents.minHeadingLevel;
  const max = metadata.tocMaxHeadingLevel ?? siteConfig.tableOfContents.maxHeadingLevel;
  const showToc =
    !metadata.hideTableOfContents && toc.some((t) => t.level >= min && t.level <= max);
  const title = contentTitle ?? metadata.title;
  return (
    <div className="row">
      <div className={clsx('col', showToc && 'docItemCol')}>
        {metadata.unlisted && (
          <div
            className="theme-unlisted-banner alert alert--warning margin-bottom--md"
            role="alert"
          >
            <b>Unlisted page</b>
            <p>
              This page is unlisted. Search engines will not index it, and only users having a
              direct link can access it.
            </p>
          </div>
        )}
        <DocVersionBanner docId={metadata.id} />
        <div className="docItemContainer">
          <article>
            <Breadcrumbs items={metadata.breadcrumbs} />
            <DocVersionBadge />
            {showToc && windowSize !== 'desktop' && (
              <TOCCollapsible toc={toc} min={min} max={max} />
            )}
            <div className="theme-doc-markdown markdown">
              {!metadata.hideTitle && (
                <header>
                  <h1>{title}</h1>
                </header>
              )}
              <DocMarkdown Content={Content} />
            </div>
            {metadata.editUrl && (
              <footer className="theme-doc-footer docusaurus-mt-lg">
                <div className="row margin-top--sm theme-doc-footer-edit-meta-row">
                  <div className="col">
                    <Link
                      to={metadata.editUrl}
                      className="theme-edit-this-page"
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      ✎ Edit this page
                    </Link>
                  </div>
                </div>
              </footer>
            )}
          </article>
          <Paginator previous={metadata.previous} next={metadata.next} />
        </div>
      </div>
      {showToc && windowSize !== 'mobile' && (
        <div className="col col--3">
          <TOC toc={toc} min={min} max={max} />
        </div>
      )}
    </div>
  );
}

function GeneratedIndex({ index }: { index: GeneratedIndexMetadata }) {
  return (
    <div className="generatedIndexPage">
      <DocVersionBanner />
      <Breadcrumbs items={index.breadcrumbs} />
      <header>
        <h1 className="title">{index.title}</h1>
        {index.description && <p>{index.description}</p>}
      </header>
      <article className="margin-top--lg">
        <DocCardList />
      </article>
      <footer className="margin-top--md">
        <Paginator previous={index.previous} next={index.next} />
      </footer>
    </div>
  );
}

const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The sidebar listing a page, for the frame shown while the page's own metadata loads. */
function sidebarListing(sidebars: DocsVersionData['sidebars'], path: string): string | undefined {
  const lists = (items: SidebarItem[]): boolean =>
    items.some(
      (item) => ('href' in item && item.href === path) || ('items' in item && lists(item.items)),
    );
  return Object.keys(sidebars).find((name) => lists(sidebars[name]));
}

export default function DocPage({ route, modules, pending }: RouteComponentProps) {
  // JSON modules arrive as namespaces: their data is the default export.
  const version = (modules.version as { default: DocsVersionData }).default;
  const content = (modules.content as DocContentModule | undefined)?.default;
  const index = (modules.index as { default: GeneratedIndexMetadata } | undefined)?.default;
  const metadata = content?.metadata;
  const sidebarName =
    metadata?.sidebar ??
    index?.sidebar ??
    (pending ? sidebarListing(version.sidebars, route.path) : undefined);
  const sidebar = sidebarName ? version.sidebars[sidebarName] : undefined;
  const permalink = metadata?.permalink ?? index?.permalink ?? '/';
  useEffect(() => {
    // The version being read is remembered, as the reference does.
    if (siteConfig.docs.versionPersistence === 'localStorage')
      storage.set(PREFERRED_VERSION_KEY, version.version);
  }, [version.version]);
  return (
    <Layout
      htmlClassName={clsx(
        'plugin-docs plugin-id-default docs-wrapper docs-doc-page',
        version.className,
        metadata && `docs-doc-id-${metadata.id}`,
      )}
      searchTag={`docs-${version.pluginId}-${version.version}`}
      noIndex={metadata?.unlisted}
      secondaryMenu={
        sidebar ? (close) => <DocSidebarItems items={sidebar} onNavigate={close} /> : undefined
      }
    >
      <PageMetadata
        title={metadata?.title ?? index?.title}
        description={metadata?.description ?? index?.description}
        keywords={metadata?.keywords ?? index?.keywords}
        image={metadata?.image ?? index?.image}
      />
      <DocsContext.Provider value={{ version, permalink, sidebar: sidebarName }}>
        <div className="docsWrapper">
          <BackToTopButton />
          <div className="docRoot">
            {sidebar && <DocSidebar items={sidebar} />}
            <main className={clsx('docMainContainer', !sidebar && 'docMainContainerEnhanced')}>
              <div className="container padding-top--md padding-bottom--lg">
                {pending ? (
                  pending
                ) : content ? (
                  <DocItem content={content} />
                ) : index ? (
                  <GeneratedIndex index={index} />
                ) : null}
              </div>
            </main>
          </div>
        </div>
      </DocsContext.Provider>
    </Layout>
  );
}

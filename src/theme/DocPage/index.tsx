// The route component of every doc and generated-index page. Doc routes all
// render this same component, so the layout and sidebar stay mounted (and
// keep their state) while readers move between docs.
import { useEffect, useMemo, type ComponentType } from 'react';
import clsx from 'clsx';
import type { RouteComponentProps } from '@docgen/client/App';
import { DocProvider } from '@docgen/client/docContext';
import { rememberVersion } from '@docgen/client/docsVersions';
import type { SidebarItem, TocItem } from '@docgen/shared/types';
import type {
  DocPageMetadata,
  DocsVersionData,
  GeneratedIndexMetadata,
} from '@docgen/shared/types';
import BackToTopButton from '@theme/BackToTopButton';
import DocCategoryGeneratedIndexPage from '@theme/DocCategoryGeneratedIndexPage';
import DocItemLayout from '@theme/DocItem/Layout';
import DocSidebar from '@theme/DocSidebar';
import DocSidebarItems from '@theme/DocSidebarItems';
import Layout from '@theme/Layout';
import { Head } from '@docgen/client/head';
import { NavbarSecondaryMenuFiller, useNavbarMobileSidebar } from '@docgen/client/navbarMobile';
import { PageMetadata, SearchMetadata } from '@docgen/client/pageMetadata';
import { DocsContext } from '@docgen/client/docsContext';

interface DocContentModule {
  default: {
    Content: ComponentType;
    toc: TocItem[];
    contentTitle: string | null;
    titleInContent?: boolean;
    metadata: DocPageMetadata;
  };
}

/** One doc: its context for useDoc, and its content element inside the (swizzlable) layout. */
function DocItem({ content }: { content: DocContentModule['default'] }) {
  const { Content } = content;
  // One element per doc: when the layout re-renders (the window size known after hydration), it
  // passes this same element down and the memoised Markdown in DocItem/Content is left alone.
  const children = useMemo(() => <Content />, [Content]);
  return (
    <DocProvider content={content}>
      <DocItemLayout>{children}</DocItemLayout>
    </DocProvider>
  );
}

/** The docs sidebar in the navbar drawer's second panel; choosing an item closes the drawer. */
function DocSidebarMenu({ sidebar }: { sidebar: SidebarItem[] }) {
  const { close } = useNavbarMobileSidebar();
  return (
    <ul className="menu__list">
      <DocSidebarItems items={sidebar} onItemClick={close} />
    </ul>
  );
}

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
  // One props object per sidebar: the drawer's filler re-fills only when the sidebar changes.
  const menuProps = useMemo(() => sidebar && { sidebar }, [sidebar]);
  useEffect(() => {
    // The version being read is remembered, as the reference does.
    rememberVersion(version.version);
  }, [version.version]);
  return (
    <Layout>
      {/* In the page, not given to the Layout: a site's own Layout need not pass them on. */}
      <Head
        htmlClassName={clsx(
          'plugin-docs plugin-id-default docs-wrapper docs-doc-page',
          version.className,
          metadata && `docs-doc-id-${metadata.id}`,
        )}
        meta={
          metadata?.unlisted || version.noIndex
            ? [{ name: 'robots', content: 'noindex, nofollow' }]
            : []
        }
      />
      <SearchMetadata
        tag={`docs-${version.pluginId}-${version.version}`}
        version={version.version}
      />
      {menuProps && <NavbarSecondaryMenuFiller component={DocSidebarMenu} props={menuProps} />}
      <PageMetadata
        title={metadata?.title ?? index?.title}
        description={metadata?.description ?? index?.description}
        keywords={metadata?.keywords ?? index?.keywords}
        image={metadata?.image ?? index?.image}
      />
      <DocsContext.Provider
        value={{
          version,
          permalink,
          sidebar: sidebarName,
          breadcrumbs: metadata?.breadcrumbs ?? index?.breadcrumbs ?? [],
        }}
      >
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
                  <DocCategoryGeneratedIndexPage
                    categoryGeneratedIndex={{
                      ...index,
                      navigation: { previous: index.previous, next: index.next },
                    }}
                  />
                ) : null}
              </div>
            </main>
          </div>
        </div>
      </DocsContext.Provider>
    </Layout>
  );
}

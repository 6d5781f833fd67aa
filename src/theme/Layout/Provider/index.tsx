// What every page's Layout wraps itself in (the reference's Layout/Provider): the navbar drawer's
// state, and the site's metadata (canonical URL, Open Graph, the DocSearch tags). A site's own
// Layout renders it by name with its children only: the defaults.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { siteConfig } from '@docgen/client/data';
import { Head } from '@docgen/client/head';
import { NavbarProvider } from '@docgen/client/navbarMobile';
import { absoluteUrl, SearchMetadata } from '@docgen/client/pageMetadata';
import { applyTrailingSlash } from '@docgen/shared/trailing-slash';

export interface LayoutProviderProps {
  children: ReactNode;
  /** Classes on <html> (the reference's plugin and wrapper classes). */
  htmlClassName?: string;
  noIndex?: boolean;
  /** DocSearch tag of the page: `docs-default-current` on docs. */
  searchTag?: string;
  /** Content of the mobile drawer's second panel (the docs sidebar). */
  secondaryMenu?: (close: () => void) => ReactNode;
}

function SiteMetadata({
  searchTag,
  noIndex,
  htmlClassName,
}: Omit<LayoutProviderProps, 'children' | 'secondaryMenu'>) {
  const { pathname } = useLocation();
  const locale = siteConfig.i18n.defaultLocale;
  const url = siteConfig.url + applyTrailingSlash(pathname, siteConfig.trailingSlash);
  const tag = searchTag ?? 'default';
  const meta = [
    { name: 'twitter:card', content: 'summary_large_image' },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: locale.replace('-', '_') },
  ];
  if (siteConfig.image) {
    meta.push(
      { property: 'og:image', content: absoluteUrl(siteConfig.image) },
      { name: 'twitter:image', content: absoluteUrl(siteConfig.image) },
    );
  }
  if (noIndex || siteConfig.noIndex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  return (
    <>
      <Head
        title={siteConfig.title}
        meta={meta}
        links={[
          { rel: 'canonical', href: url },
          { rel: 'alternate', href: url, hrefLang: locale },
          { rel: 'alternate', href: url, hrefLang: 'x-default' },
        ]}
        htmlClassName={htmlClassName}
      />
      <SearchMetadata
        locale={locale}
        tag={tag}
        // `docs-<plugin id>-<version>`
        version={
          tag.startsWith('docs-') ? tag.slice(tag.indexOf('-', 'docs-'.length) + 1) : undefined
        }
      />
    </>
  );
}

export default function LayoutProvider({
  children,
  secondaryMenu,
  ...metadata
}: LayoutProviderProps) {
  return (
    <NavbarProvider secondaryMenu={secondaryMenu}>
      <SiteMetadata {...metadata} />
      {children}
    </NavbarProvider>
  );
}

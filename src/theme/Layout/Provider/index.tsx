// What every page's Layout wraps itself in (the reference's Layout/Provider): the navbar drawer's
// state, and the site's metadata (canonical URL, Open Graph, the default DocSearch tags, which a
// doc page's own replace). A site's own Layout renders it by name with its children only.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { siteConfig } from '@docgen/client/data';
import { Head } from '@docgen/client/head';
import { NavbarProvider } from '@docgen/client/navbarMobile';
import { absoluteUrl, SearchMetadata } from '@docgen/client/pageMetadata';
import { applyTrailingSlash } from '@docgen/shared/trailing-slash';

export interface LayoutProviderProps {
  children: ReactNode;
}

function SiteMetadata() {
  const { pathname } = useLocation();
  const locale = siteConfig.i18n.defaultLocale;
  const url =
    siteConfig.url + applyTrailingSlash(pathname, siteConfig.trailingSlash, siteConfig.baseUrl);
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
  if (siteConfig.noIndex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
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
      />
      <SearchMetadata locale={locale} tag="default" />
    </>
  );
}

export default function LayoutProvider({ children }: LayoutProviderProps) {
  return (
    <NavbarProvider>
      <SiteMetadata />
      {children}
    </NavbarProvider>
  );
}

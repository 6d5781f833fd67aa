// The page shell every page renders in: site metadata, skip link,
// announcement bar, navbar, the main wrapper (with the page-level crash
// boundary) and the footer.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { siteConfig } from '@docgen/client/data';
import { ErrorBoundary, errorChain } from '@docgen/client/ErrorBoundary';
import { Head } from '@docgen/client/head';
import { NavbarProvider } from '@docgen/client/navbarMobile';
import { PageMetadata, absoluteUrl } from '@docgen/client/pageMetadata';
import AnnouncementBar from '@theme/AnnouncementBar';
import Footer from '@theme/Footer';
import Navbar from '@theme/Navbar';

export interface LayoutProps {
  children: ReactNode;
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  /** Classes on <html> (the reference's plugin and wrapper classes). */
  htmlClassName?: string;
  noFooter?: boolean;
  noIndex?: boolean;
  /** DocSearch tag of the page: `docs-default-current` on docs. */
  searchTag?: string;
  /** Content of the mobile drawer's second panel (the docs sidebar). */
  secondaryMenu?: (close: () => void) => ReactNode;
}

export const MAIN_FALLBACK_ID = '__docusaurus_skipToContent_fallback';

function SiteMetadata({
  searchTag,
  noIndex,
  htmlClassName,
}: Pick<LayoutProps, 'searchTag' | 'noIndex' | 'htmlClassName'>) {
  const { pathname } = useLocation();
  const locale = siteConfig.i18n.defaultLocale;
  const url = siteConfig.url + pathname;
  const tag = searchTag ?? 'default';
  const meta = [
    { name: 'twitter:card', content: 'summary_large_image' },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: locale.replace('-', '_') },
    { name: 'docusaurus_locale', content: locale },
    { name: 'docsearch:language', content: locale },
    { name: 'docusaurus_tag', content: tag },
    { name: 'docsearch:docusaurus_tag', content: tag },
  ];
  if (tag.startsWith('docs-')) {
    // `docs-<plugin id>-<version>`
    const version = tag.slice(tag.indexOf('-', 'docs-'.length) + 1);
    meta.push(
      { name: 'docusaurus_version', content: version },
      { name: 'docsearch:version', content: version },
    );
  }
  if (siteConfig.image) {
    meta.push(
      { property: 'og:image', content: absoluteUrl(siteConfig.image) },
      { name: 'twitter:image', content: absoluteUrl(siteConfig.image) },
    );
  }
  if (noIndex || siteConfig.noIndex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  return (
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
  );
}

function SkipToContent() {
  const region = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    // After an in-app navigation, the next Tab lands on the skip link again.
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'PUSH' && !location.hash && region.current) {
      region.current.setAttribute('tabindex', '-1');
      region.current.focus({ preventScroll: true });
      region.current.removeAttribute('tabindex');
    }
  }, [location, navigationType]);
  return (
    <div ref={region} role="region" aria-label="Skip to main content">
      <a
        className="skipToContent"
        href={`#${MAIN_FALLBACK_ID}`}
        onClick={(e) => {
          e.preventDefault();
          const target =
            document.querySelector<HTMLElement>('main:first-of-type') ??
            document.getElementById(MAIN_FALLBACK_ID);
          if (!target) return;
          target.setAttribute('tabindex', '-1');
          target.focus();
          target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
        }}
      >
        Skip to main content
      </a>
    </div>
  );
}

export function PageCrash({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">This page crashed.</h1>
          <button type="button" className="button button--primary shadow--lw" onClick={tryAgain}>
            Try again
          </button>
          <hr />
          <p className="errorMessage">{errorChain(error)}</p>
        </div>
      </div>
    </main>
  );
}

export default function Layout(props: LayoutProps) {
  const { children, noFooter, secondaryMenu } = props;
  return (
    <NavbarProvider secondaryMenu={secondaryMenu}>
      <SiteMetadata
        searchTag={props.searchTag}
        noIndex={props.noIndex}
        htmlClassName={props.htmlClassName}
      />
      <PageMetadata
        title={props.title}
        description={props.description}
        keywords={props.keywords}
        image={props.image}
      />
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div id={MAIN_FALLBACK_ID} className="theme-layout-main main-wrapper">
        <ErrorBoundary fallback={PageCrash}>{children}</ErrorBoundary>
      </div>
      {!noFooter && <Footer />}
    </NavbarProvider>
  );
}

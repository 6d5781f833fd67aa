// The page shell every page renders in: the providers and site metadata, skip link,
// announcement bar, navbar, the main wrapper (with the page-level crash
// boundary) and the footer. Each piece by its theme name, so a site's own wins.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { PageMetadata } from '@docgen/client/pageMetadata';
import { SkipToContentFallbackId } from '@docgen/client/skipToContent';
import AnnouncementBar from '@theme/AnnouncementBar';
import ErrorPageContent from '@theme/ErrorPageContent';
import Footer from '@theme/Footer';
import LayoutProvider from '@theme/Layout/Provider';
import Navbar from '@theme/Navbar';
import SkipToContent from '@theme/SkipToContent';

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
  /** Classes on the main wrapper, beside `main-wrapper`. */
  wrapperClassName?: string;
  /** DocSearch tag of the page: `docs-default-current` on docs. */
  searchTag?: string;
  /** Content of the mobile drawer's second panel (the docs sidebar). */
  secondaryMenu?: (close: () => void) => ReactNode;
}

export default function Layout(props: LayoutProps) {
  const { children, noFooter, wrapperClassName } = props;
  return (
    <LayoutProvider
      searchTag={props.searchTag}
      noIndex={props.noIndex}
      htmlClassName={props.htmlClassName}
      secondaryMenu={props.secondaryMenu}
    >
      <PageMetadata
        title={props.title}
        description={props.description}
        keywords={props.keywords}
        image={props.image}
      />
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div
        id={SkipToContentFallbackId}
        className={clsx('theme-layout-main main-wrapper', wrapperClassName)}
      >
        <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>
          {children}
        </ErrorBoundary>
      </div>
      {!noFooter && <Footer />}
    </LayoutProvider>
  );
}

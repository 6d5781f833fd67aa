// The page shell every page renders in: the providers and site metadata, skip link,
// announcement bar, navbar, the main wrapper (with the page-level crash
// boundary) and the footer. Each piece by its theme name, so a site's own wins. A page's own
// head tags (its <html> classes, search tags) are rendered by the page, inside it: a site's own
// Layout, which passes on only the reference's props, then keeps them.
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
  noFooter?: boolean;
  /** Classes on the main wrapper, beside `main-wrapper`. */
  wrapperClassName?: string;
}

export default function Layout(props: LayoutProps) {
  const { children, noFooter, wrapperClassName } = props;
  return (
    <LayoutProvider>
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

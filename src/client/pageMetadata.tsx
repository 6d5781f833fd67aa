// A page's title and social meta tags (the reference's PageMetadata), and the
// title and URL rules they follow. Shared by the theme's layout and by site
// components that import it from @docusaurus/theme-common.
import type { ReactNode } from 'react';
import { addBaseUrl } from '../shared/baseUrl';
import { siteConfig } from './data';
import { Head } from './head';
import { HeadFromChildren } from './headChildren';

/** `<page title> | <site title>`, or the site title alone. */
export function formatTitle(title: string | undefined): string {
  const page = title?.trim();
  if (!page || page === siteConfig.title) return siteConfig.title;
  return `${page} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
}

/** A site path (`/img/card.png`, or `img/card.png` as the reference's templates write it) as a full URL. */
export function absoluteUrl(path: string): string {
  return addBaseUrl(siteConfig.url, siteConfig.baseUrl, path, { absolute: true });
}

export interface PageMetadataProps {
  title?: string;
  description?: string;
  keywords?: string[] | string;
  image?: string;
  /** Extra head elements, as `<Head>` takes them. */
  children?: ReactNode;
}

export function PageMetadata({ title, description, keywords, image, children }: PageMetadataProps) {
  const formatted = formatTitle(title);
  const meta: Array<{ name?: string; property?: string; content: string }> = [
    { property: 'og:title', content: formatted },
  ];
  if (description)
    meta.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    );
  // The reference accepts keywords as a list or as one comma-separated string.
  const words = typeof keywords === 'string' ? keywords : keywords?.join(',');
  if (words) meta.push({ name: 'keywords', content: words });
  if (image)
    meta.push(
      { property: 'og:image', content: absoluteUrl(image) },
      { name: 'twitter:image', content: absoluteUrl(image) },
    );
  return (
    <>
      <Head title={formatted} meta={meta} />
      {children && <HeadFromChildren>{children}</HeadFromChildren>}
    </>
  );
}

/**
 * The DocSearch tags of a page (the reference's SearchMetadata): its locale, its docs version and
 * its tag (`docs-default-current` on docs, else `default`). Rendered anywhere in the page: the
 * deepest one wins, so a doc's tags replace the layout's defaults whatever the site's Layout is.
 */
export function SearchMetadata({
  locale,
  version,
  tag,
}: {
  locale?: string;
  version?: string;
  tag?: string;
}) {
  const meta: Array<{ name: string; content: string }> = [];
  if (locale)
    meta.push(
      { name: 'docusaurus_locale', content: locale },
      { name: 'docsearch:language', content: locale },
    );
  if (version)
    meta.push(
      { name: 'docusaurus_version', content: version },
      { name: 'docsearch:version', content: version },
    );
  if (tag)
    meta.push(
      { name: 'docusaurus_tag', content: tag },
      { name: 'docsearch:docusaurus_tag', content: tag },
    );
  return <Head meta={meta} />;
}

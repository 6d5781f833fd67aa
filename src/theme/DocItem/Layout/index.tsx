// A doc's article layout: banners, breadcrumbs, badge, the mobile TOC, the
// content (`children`, rendered by DocItem/Content), footer, paginator and the
// desktop TOC. Each piece by @theme name, so a site's own version is used.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { siteConfig } from '@docgen/client/data';
import { useDoc } from '@docgen/client/docContext';
import { useWindowSize } from '@docgen/client/hooks';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import TOC, { TOCCollapsible } from '@theme/TOC';

export interface Props {
  children: ReactNode;
}

function UnlistedBanner() {
  return (
    <div className="theme-unlisted-banner alert alert--warning margin-bottom--md" role="alert">
      <b>Unlisted page</b>
      <p>
        This page is unlisted. Search engines will not index it, and only users having a direct link
        can access it.
      </p>
    </div>
  );
}

export default function DocItemLayout({ children }: Props) {
  const { metadata, toc } = useDoc();
  const windowSize = useWindowSize();
  const min = metadata.tocMinHeadingLevel ?? siteConfig.tableOfContents.minHeadingLevel;
  const max = metadata.tocMaxHeadingLevel ?? siteConfig.tableOfContents.maxHeadingLevel;
  const showToc =
    !metadata.hideTableOfContents && toc.some((t) => t.level >= min && t.level <= max);
  return (
    <div className="row">
      <div className={clsx('col', showToc && 'docItemCol')}>
        {metadata.unlisted && <UnlistedBanner />}
        <DocVersionBanner docId={metadata.id} />
        <div className="docItemContainer">
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {showToc && windowSize !== 'desktop' && (
              <TOCCollapsible toc={toc} min={min} max={max} />
            )}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
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

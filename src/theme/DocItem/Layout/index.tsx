// A doc's article layout: banners, breadcrumbs, badge, the mobile TOC, the
// content (`children`, rendered by DocItem/Content), footer, paginator and the
// desktop TOC. Each piece by @theme name, so a site's own version is used.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useDoc } from '@docgen/client/docContext';
import { useWindowSize } from '@docgen/client/hooks';
import ContentVisibility from '@theme/ContentVisibility';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import { docTocLevels } from '@theme/utils';

export interface Props {
  children: ReactNode;
}

export default function DocItemLayout({ children }: Props) {
  const { metadata, toc } = useDoc();
  const windowSize = useWindowSize();
  const showToc = docTocLevels(metadata, toc).show;
  return (
    <div className="row">
      <div className={clsx('col', showToc && 'docItemCol')}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner docId={metadata.id} />
        <div className="docItemContainer">
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {showToc && windowSize !== 'desktop' && <DocItemTOCMobile />}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {showToc && windowSize !== 'mobile' && (
        <div className="col col--3">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}

// The page's table of contents as a closed list under an "On this page" button, above a doc's
// content below desktop widths. Its own module, as in the reference, and it reads the list helpers
// from the theme's own TOC: a site's `src/theme/TOC` (a wrapper adding a header) leaves it working.
import { useState } from 'react';
import clsx from 'clsx';
import type { TocItem } from '@docgen/shared/types';
import { TocList, filterToc } from '@theme-original/TOCItems';

export default function TOCCollapsible({
  toc,
  min,
  max,
}: {
  toc: TocItem[];
  min: number;
  max: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={clsx('theme-doc-toc-mobile tocCollapsible', open && 'tocCollapsibleExpanded')}>
      <button
        type="button"
        className="clean-btn tocCollapsibleButton"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        On this page
      </button>
      {open && (
        <TocList
          items={filterToc(toc, min, max)}
          className="table-of-contents tocCollapsibleContent"
          linkClassName="table-of-contents__link"
        />
      )}
    </div>
  );
}

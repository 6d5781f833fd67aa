// The doc's TOC in the right column, on wide screens.
import { useDoc } from '@docgen/client/docContext';
import TOC from '@theme/TOC';
import { docTocLevels } from '@theme/utils';

export default function DocItemTOCDesktop() {
  const { metadata, toc } = useDoc();
  const { min, max } = docTocLevels(metadata, toc);
  return <TOC toc={toc} minHeadingLevel={min} maxHeadingLevel={max} />;
}

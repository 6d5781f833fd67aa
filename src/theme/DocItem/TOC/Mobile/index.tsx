// The doc's collapsible TOC above its content, below desktop widths.
import { useDoc } from '@docgen/client/docContext';
import TOCCollapsible from '@theme/TOCCollapsible';
import { docTocLevels } from '@theme/utils';

export default function DocItemTOCMobile() {
  const { metadata, toc } = useDoc();
  const { min, max } = docTocLevels(metadata, toc);
  return <TOCCollapsible toc={toc} min={min} max={max} />;
}

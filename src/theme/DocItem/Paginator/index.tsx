// The doc's previous/next links, from useDoc (a site wraps or replaces this to
// change them).
import { useDoc } from '@docgen/client/docContext';
import DocPaginator from '@theme/DocPaginator';

export default function DocItemPaginator() {
  const { metadata } = useDoc();
  return <DocPaginator previous={metadata.previous} next={metadata.next} />;
}

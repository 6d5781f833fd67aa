// The skip link at the top of every page (the Layout renders it by name, so a site's own wins).
import { SkipToContentLink } from '@docgen/client/skipToContent';

export default function SkipToContent() {
  return <SkipToContentLink className="skipToContent" />;
}

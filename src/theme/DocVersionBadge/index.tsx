// "Version: 2.0" above a doc, when the site has several versions.
import { useDocsContext } from '@docgen/client/docsContext';

export default function DocVersionBadge() {
  const docs = useDocsContext();
  if (!docs?.version.badge) return null;
  return (
    <span className="theme-doc-version-badge badge badge--secondary margin-bottom--sm">
      Version: {docs.version.label}
    </span>
  );
}

// The doc's "Edit this page" link (the reference's @theme/EditThisPage, `editUrl`): the doc footer
// renders it by name, and a site's own TOC or footer can render it too.
import { Link } from '@docgen/client/Link';

export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <Link to={editUrl} className="theme-edit-this-page" target="_blank" rel="noopener noreferrer">
      ✎ Edit this page
    </Link>
  );
}

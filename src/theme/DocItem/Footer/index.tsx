// The doc's footer: its edit link, when it has one.
import { useDoc } from '@docgen/client/docContext';
import { Link } from '@docgen/client/Link';

export default function DocItemFooter() {
  const { metadata } = useDoc();
  if (!metadata.editUrl) return null;
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      <div className="row margin-top--sm theme-doc-footer-edit-meta-row">
        <div className="col">
          <Link
            to={metadata.editUrl}
            className="theme-edit-this-page"
            target="_blank"
            rel="noopener noreferrer"
          >
            ✎ Edit this page
          </Link>
        </div>
      </div>
    </footer>
  );
}

// The doc's footer: its edit link, when it has one.
import { useDoc } from '@docgen/client/docContext';
import EditThisPage from '@theme/EditThisPage';

export default function DocItemFooter() {
  const { metadata } = useDoc();
  if (!metadata.editUrl) return null;
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      <div className="row margin-top--sm theme-doc-footer-edit-meta-row">
        <div className="col">
          <EditThisPage editUrl={metadata.editUrl} />
        </div>
      </div>
    </footer>
  );
}

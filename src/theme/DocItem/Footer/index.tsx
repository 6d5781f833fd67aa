// The doc's footer: its edit link and when it last changed, when it has either.
import { useDoc } from '@docgen/client/docContext';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';

export default function DocItemFooter() {
  const { metadata } = useDoc();
  const { editUrl, lastUpdatedAt, lastUpdatedBy } = metadata;
  const updated = lastUpdatedAt !== undefined || lastUpdatedBy !== undefined;
  if (!editUrl && !updated) return null;
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      <div className="row margin-top--sm theme-doc-footer-edit-meta-row">
        <div className="col">{editUrl && <EditThisPage editUrl={editUrl} />}</div>
        <div className="col lastUpdated">
          {updated && <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}
        </div>
      </div>
    </footer>
  );
}

// Above the docs of a version other than the latest: it is unreleased (newer)
// or no longer maintained (older), with a link to the same page in the latest
// version (that version's main doc when the page does not exist there).
import { Link } from '@docgen/client/Link';
import { siteConfig } from '@docgen/client/data';
import { latestVersion, rememberVersion, versionTarget } from '@docgen/client/docsVersions';
import { useDocsContext } from '@docgen/client/docsContext';

export default function DocVersionBanner({ docId }: { docId?: string }) {
  const docs = useDocsContext();
  const latest = latestVersion();
  if (!docs || docs.version.banner === 'none' || !latest) return null;
  const { label, banner } = docs.version;
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>
        {banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {siteConfig.title} <b>{label}</b> version.
          </>
        ) : (
          <>
            This is documentation for {siteConfig.title} <b>{label}</b>, which is no longer actively
            maintained.
          </>
        )}
      </div>
      <div className="margin-top--md">
        For up-to-date documentation, see the{' '}
        <b>
          <Link to={versionTarget(latest, docId)} onClick={() => rememberVersion(latest.name)}>
            latest version
          </Link>
        </b>{' '}
        ({latest.label}).
      </div>
    </div>
  );
}

// The `docsVersion` item: a link to the main doc of the version being read
// (else the remembered one, else the latest), labelled with that version, as
// the reference's; the config's `to` and `label` win when given.
import { useLocation } from 'react-router-dom';
import {
  activeVersion,
  latestVersion,
  preferredVersion,
  versionTarget,
} from '@docgen/client/docsVersions';
import { useIsBrowser } from '@docgen/client/hooks';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem';

export default function DocsVersionNavbarItem({ label, to, ...props }: Props) {
  const { pathname } = useLocation();
  const isBrowser = useIsBrowser();
  // The remembered version is only known in the browser: the server and hydration render use the latest.
  const version =
    activeVersion(pathname) ?? (isBrowser ? preferredVersion() : undefined) ?? latestVersion();
  if (!version) return null;
  return (
    <DefaultNavbarItem
      {...props}
      label={label ?? version.label}
      to={to ?? versionTarget(version, undefined)}
    />
  );
}

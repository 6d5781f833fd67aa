// The `docSidebar` item. Its sidebar's first link is found when the site is
// built (the config's `sidebarId` becomes that link's `to` and, by default, its
// label), so what is left is a link: this module exists so a site's
// ComponentTypes written for the reference, which imports it, resolves.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem';

export default function DocSidebarNavbarItem({ sidebarId: _sidebarId, ...props }: Props) {
  return <DefaultNavbarItem {...props} />;
}

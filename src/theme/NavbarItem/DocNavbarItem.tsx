// The `doc` item. Its doc is found when the site is built (the config's `docId`
// becomes the doc's `to` and, by default, its label), so what is left is a link:
// this module exists so a site's ComponentTypes written for the reference,
// which imports it, resolves.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem';

export default function DocNavbarItem({ docId, ...props }: Props) {
  return <DefaultNavbarItem {...props} label={props.label ?? docId} />;
}

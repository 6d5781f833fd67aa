// One navbar item of `navbar.items`, by its type, on the desktop bar or in the
// mobile drawer (`mobile`). Each type is its own `@theme/NavbarItem/<Name>`, so
// a site can replace one, as with the reference.
import type { NavbarItem as NavbarItemConfig } from '@docgen/shared/types';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchBar from '@theme/SearchBar';

export type Props = Partial<NavbarItemConfig> & {
  mobile?: boolean;
  /** A link of a `dropdown` item's menu (on the desktop bar). */
  isDropdownItem?: boolean;
  /** Called when a link of the item is followed (the drawer closes). */
  onClick?: () => void;
};

export default function NavbarItem({ type = 'default', ...props }: Props) {
  // A default item with links under it is a dropdown (the config's `{ label, items }`).
  switch (type === 'default' && props.items ? 'dropdown' : type) {
    case 'localeDropdown':
      return <LocaleDropdownNavbarItem mobile={props.mobile} />;
    case 'search':
      // The drawer has no search: the navbar's search button stays visible on small screens.
      return props.mobile ? null : <SearchBar />;
    case 'html':
      return <HtmlNavbarItem {...props} />;
    case 'dropdown':
      return <DropdownNavbarItem {...props} />;
    case 'docsVersionDropdown':
      return <DocsVersionDropdownNavbarItem {...props} />;
    case 'default':
      return <DefaultNavbarItem {...props} />;
    default:
      throw new Error(`No NavbarItem component found for type "${String(type)}".`);
  }
}

// One navbar item of `navbar.items`, by its type, on the desktop bar or in the
// mobile drawer (`mobile`). The component for each type is looked up in
// `@theme/NavbarItem/ComponentTypes`, as the reference does, so a site's own
// ComponentTypes can replace a type's component or add its own `custom-…` types.
import type { BuiltInNavbarItem } from '@docgen/shared/types';
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';

export type Props = Omit<Partial<BuiltInNavbarItem>, 'type'> & {
  type?: BuiltInNavbarItem['type'] | `custom-${string}`;
  mobile?: boolean;
  /** A link of a `dropdown` item's menu (on the desktop bar). */
  isDropdownItem?: boolean;
  /** Called when a link of the item is followed (the drawer closes). */
  onClick?: () => void;
  /** A `custom-…` item's own props, from its config. */
  [prop: string]: unknown;
};

/** The ComponentTypes key of an item: a default item with links under it is a dropdown. */
function componentType(type: Props['type'], props: Omit<Props, 'type'>): string {
  if (type === undefined || type === 'default') return props.items ? 'dropdown' : 'default';
  return type;
}

export default function NavbarItem({ type, ...props }: Props) {
  const Component = ComponentTypes[componentType(type, props)];
  if (!Component) throw new Error(`No NavbarItem component found for type "${String(type)}".`);
  return <Component {...props} />;
}

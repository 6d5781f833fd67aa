// The `docsVersionDropdown` item, with the reference's props (a site's wrapper
// of it passes them through).
import DocsVersionDropdown from '@theme/DocsVersionDropdown';
import type { Props } from '@theme/NavbarItem';

export default function DocsVersionDropdownNavbarItem({
  mobile,
  label,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  onClick,
}: Props & { docsPluginId?: string }) {
  return (
    <DocsVersionDropdown
      mobile={mobile}
      label={label}
      dropdownActiveClassDisabled={dropdownActiveClassDisabled}
      dropdownItemsBefore={dropdownItemsBefore}
      dropdownItemsAfter={dropdownItemsAfter}
      onNavigate={onClick}
    />
  );
}

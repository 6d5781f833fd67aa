// The `search` item: the search bar where the config puts it. The drawer has
// none: the navbar's search button stays visible on small screens.
import SearchBar from '@theme/SearchBar';
import type { Props } from '@theme/NavbarItem';

export default function SearchNavbarItem({ mobile }: Props) {
  return mobile ? null : <SearchBar />;
}

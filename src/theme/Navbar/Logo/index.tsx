// The navbar's brand, in the bar and at the top of the mobile drawer: the theme's Logo, whose
// default classes are the navbar's. Its own module, as in the reference, so a site's
// `src/theme/Navbar/Logo` (its own brand markup) replaces it in both places and
// `@theme-original/Navbar/Logo` can wrap it.
import Logo from '@theme/Logo';

export default function NavbarLogo() {
  return <Logo />;
}

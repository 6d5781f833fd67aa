// The navbar's brand, in the bar and at the top of the mobile drawer: the theme's Logo with the
// navbar's classes. Its own module, as in the reference, so a site's `src/theme/Navbar/Logo`
// (its own brand markup) replaces it in both places and `@theme-original/Navbar/Logo` can wrap it.
import Logo from '@theme/Logo';

export default function NavbarLogo() {
  return (
    <Logo
      className="navbar__brand"
      imageClassName="navbar__logo"
      titleClassName="navbar__title text--truncate"
    />
  );
}

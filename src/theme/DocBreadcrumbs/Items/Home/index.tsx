// The first crumb, linking the site's home page (DocBreadcrumbs shows it only when the site has
// one). Its own module, as in the reference, so a site's `src/theme/DocBreadcrumbs/Items/Home`
// (its own icon or label) replaces it.
import { Link } from '@docgen/client/Link';
import { IconHome } from '@theme/Icons';

export default function HomeBreadcrumbItem() {
  return (
    <li className="breadcrumbs__item">
      <Link aria-label="Home page" className="breadcrumbs__link" to="/">
        <IconHome className="breadcrumbHomeIcon" />
      </Link>
    </li>
  );
}

// The navbar brand: the configured logo (if any) and title, linking home.
import { siteConfig } from '@docgen/client/data';
import { Link } from '@docgen/client/Link';

export default function Logo({ onClick }: { onClick?: () => void }) {
  const { title, logo } = siteConfig.navbar;
  return (
    <Link to={logo?.href ?? '/'} className="navbar__brand" onClick={onClick}>
      {logo && (
        <div className="navbar__logo">
          <img src={logo.src} alt={title ? '' : logo.alt} width={32} height={32} />
        </div>
      )}
      {title !== undefined && <b className="navbar__title text--truncate">{title}</b>}
    </Link>
  );
}

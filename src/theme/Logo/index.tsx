// The navbar brand: the configured logo (if any) and title, linking home. The
// class props are the reference's, which a swizzled navbar passes.
import { siteConfig } from '@docgen/client/data';
import { Link } from '@docgen/client/Link';
import { useBaseUrl } from '@docgen/client/context';
import ThemedImage from '@theme/ThemedImage';

export default function Logo({
  onClick,
  className = 'navbar__brand',
  imageClassName = 'navbar__logo',
  titleClassName = 'navbar__title text--truncate',
}: {
  onClick?: () => void;
  className?: string;
  imageClassName?: string;
  titleClassName?: string;
}) {
  const { title, logo } = siteConfig.navbar;
  // `img/logo.svg`, as the reference's templates write it, is a site path, not one relative to the page.
  const light = useBaseUrl(logo?.src ?? '');
  const dark = useBaseUrl(logo?.srcDark ?? logo?.src ?? '');
  return (
    <Link to={logo?.href ?? '/'} className={className} onClick={onClick} target={logo?.target}>
      {logo && (
        <div className={imageClassName}>
          {/* 32 × 32 unless the site says: the navbar's height, and no layout shift as it loads. */}
          <ThemedImage
            sources={{ light, dark }}
            alt={logo.alt ?? (title ? '' : siteConfig.title)}
            className={logo.className}
            width={logo.width ?? 32}
            height={logo.height ?? 32}
          />
        </div>
      )}
      {title !== undefined && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}

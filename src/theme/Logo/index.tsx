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
  tabIndex,
}: {
  onClick?: () => void;
  className?: string;
  /** `''`: the image without a wrapper (the docs sidebar's copy of the brand). */
  imageClassName?: string;
  titleClassName?: string;
  tabIndex?: number;
}) {
  const { title, logo } = siteConfig.navbar;
  // `img/logo.svg`, as the reference's templates write it, is a site path, not one relative to the page.
  const light = useBaseUrl(logo?.src ?? '');
  const dark = useBaseUrl(logo?.srcDark ?? logo?.src ?? '');
  // 32 × 32 unless the site says: the navbar's height, and no layout shift as it loads.
  const image = logo && (
    <ThemedImage
      sources={{ light, dark }}
      alt={logo.alt ?? (title ? '' : siteConfig.title)}
      className={logo.className}
      width={logo.width ?? 32}
      height={logo.height ?? 32}
    />
  );
  return (
    <Link
      to={logo?.href ?? '/'}
      className={className}
      onClick={onClick}
      target={logo?.target}
      tabIndex={tabIndex}
    >
      {logo && imageClassName ? <div className={imageClassName}>{image}</div> : image}
      {title !== undefined && <b className={titleClassName || undefined}>{title}</b>}
    </Link>
  );
}

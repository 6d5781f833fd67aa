// The footer: link columns (links or the site's HTML), a logo and the copyright
// line, all from site.config.ts.
import { useBaseUrlUtils } from '@docgen/client/context';
import { siteConfig } from '@docgen/client/data';
import { Link, isExternalUrl } from '@docgen/client/Link';
import { IconExternalLink } from '@theme/Icons';
import ThemedImage from '@theme/ThemedImage';
import clsx from 'clsx';

type FooterLogoConfig = NonNullable<NonNullable<typeof siteConfig.footer>['logo']>;

function FooterLogo({ logo }: { logo: FooterLogoConfig }) {
  const { withBaseUrl } = useBaseUrlUtils();
  const image = (
    <ThemedImage
      className={clsx('footer__logo', logo.className)}
      alt={logo.alt ?? ''}
      sources={{ light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark ?? logo.src) }}
      width={logo.width}
      height={logo.height}
    />
  );
  return logo.href ? (
    <Link to={logo.href} className="footerLogoLink" target={logo.target}>
      {image}
    </Link>
  ) : (
    image
  );
}

export default function Footer() {
  const { footer } = siteConfig;
  const { withBaseUrl } = useBaseUrlUtils();
  if (!footer) return null;
  return (
    <footer
      className={`theme-layout-footer footer${footer.style === 'dark' ? ' footer--dark' : ''}`}
    >
      <div className="container container-fluid">
        {footer.links.length > 0 && (
          <div className="row footer__links">
            {footer.links.map((column) => (
              <div key={column.title} className="theme-layout-footer-column col footer__col">
                <div className="footer__title">{column.title}</div>
                <ul className="footer__items clean-list">
                  {column.items.map((item, i) => {
                    if ('html' in item)
                      return (
                        <li
                          key={i}
                          className="footer__item"
                          dangerouslySetInnerHTML={{ __html: item.html }}
                        />
                      );
                    // `to: 'docs/intro'` is a site path, as the reference reads it.
                    const target =
                      item.to !== undefined ? withBaseUrl(item.to) : (item.href ?? '/');
                    return (
                      <li key={i} className="footer__item">
                        <Link {...item.attributes} to={target} className="footer__link-item">
                          {item.label}
                          {isExternalUrl(target) && <IconExternalLink />}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        )}
        {(footer.logo || footer.copyright) && (
          <div className="footer__bottom text--center">
            {footer.logo && (
              <div className="margin-bottom--sm">
                <FooterLogo logo={footer.logo} />
              </div>
            )}
            {footer.copyright && (
              <div
                className="footer__copyright"
                dangerouslySetInnerHTML={{ __html: footer.copyright }}
              />
            )}
          </div>
        )}
      </div>
    </footer>
  );
}

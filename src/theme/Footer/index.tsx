// The footer: link columns and the copyright line, all from site.config.ts.
import { useBaseUrlUtils } from '@docgen/client/context';
import { siteConfig } from '@docgen/client/data';
import { Link, isExternalUrl } from '@docgen/client/Link';
import { IconExternalLink } from '@theme/Icons';

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
                  {column.items.map((item) => {
                    // `to: 'docs/intro'` is a site path, as the reference reads it.
                    const target =
                      item.to !== undefined ? withBaseUrl(item.to) : (item.href ?? '/');
                    return (
                      <li key={item.label} className="footer__item">
                        <Link to={target} className="footer__link-item">
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
        {footer.copyright && (
          <div className="footer__bottom text--center">
            <div
              className="footer__copyright"
              dangerouslySetInnerHTML={{ __html: footer.copyright }}
            />
          </div>
        )}
      </div>
    </footer>
  );
}

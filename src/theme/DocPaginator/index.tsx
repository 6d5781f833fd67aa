// Previous/next links under a doc or a generated index (the reference's
// `{previous, next}` props, each `{permalink, title}`).
import { Link } from '@docgen/client/Link';
import type { NavLink } from '@docgen/shared/types';

export interface Props {
  previous?: NavLink;
  next?: NavLink;
}

export default function DocPaginator({ previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav docusaurus-mt-lg" aria-label="Docs pages">
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.permalink}>
          <div className="pagination-nav__sublabel">Previous</div>
          <div className="pagination-nav__label">{previous.title}</div>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.permalink}>
          <div className="pagination-nav__sublabel">Next</div>
          <div className="pagination-nav__label">{next.title}</div>
        </Link>
      )}
    </nav>
  );
}

// Newer and older pages of a post list (the reference's @theme/BlogListPaginator).
import { Link } from '@docgen/client/Link';
import type { BlogListMetadata } from '@docgen/shared/types';

export interface Props {
  metadata: BlogListMetadata;
}

export default function BlogListPaginator({ metadata }: Props) {
  const { previousPage, nextPage } = metadata;
  if (!previousPage && !nextPage) return null;
  return (
    <nav className="pagination-nav" aria-label="Blog list page navigation">
      {previousPage ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previousPage}>
          <div className="pagination-nav__label">Newer entries</div>
        </Link>
      ) : (
        <span />
      )}
      {nextPage && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={nextPage}>
          <div className="pagination-nav__label">Older entries</div>
        </Link>
      )}
    </nav>
  );
}

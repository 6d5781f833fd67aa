// The newer and older posts under a post (the reference's @theme/BlogPostPaginator).
import { Link } from '@docgen/client/Link';
import type { BlogNavLink } from '@docgen/shared/types';

export interface Props {
  prevItem?: BlogNavLink;
  nextItem?: BlogNavLink;
}

export default function BlogPostPaginator({ prevItem, nextItem }: Props) {
  if (!prevItem && !nextItem) return null;
  return (
    <nav className="pagination-nav docusaurus-mt-lg" aria-label="Blog post page navigation">
      {prevItem ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={prevItem.permalink}>
          <div className="pagination-nav__sublabel">Newer post</div>
          <div className="pagination-nav__label">{prevItem.title}</div>
        </Link>
      ) : (
        <span />
      )}
      {nextItem && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={nextItem.permalink}>
          <div className="pagination-nav__sublabel">Older post</div>
          <div className="pagination-nav__label">{nextItem.title}</div>
        </Link>
      )}
    </nav>
  );
}

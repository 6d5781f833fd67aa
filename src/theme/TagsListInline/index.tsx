// A page's tags in one line, each linking to its tag page (`{ tags }`).
import { Link } from '@docgen/client/Link';
import './styles.css';

export interface Props {
  tags: ReadonlyArray<{ label: string; permalink: string; description?: string }>;
}

export default function TagsListInline({ tags }: Props) {
  return (
    <>
      <b>Tags:</b>
      <ul className="tags padding--none margin-left--sm">
        {tags.map((tag) => (
          <li key={tag.permalink} className="margin-right--sm">
            <Link to={tag.permalink} className="tag" title={tag.description}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

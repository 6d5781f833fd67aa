// A category's generated index page (the reference's @theme/DocCategoryGeneratedIndexPage, with
// its `categoryGeneratedIndex` prop): title, description, a card per item, previous and next. Its
// title and description reach the page's head through DocPage.
import type { GeneratedIndexMetadata, NavLink } from '@docgen/shared/types';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBanner from '@theme/DocVersionBanner';

export interface Props {
  categoryGeneratedIndex: GeneratedIndexMetadata & {
    /** As the reference names them: the same links as `previous` and `next`. */
    navigation: { previous?: NavLink; next?: NavLink };
  };
}

export default function DocCategoryGeneratedIndexPage({ categoryGeneratedIndex }: Props) {
  const { title, description, navigation } = categoryGeneratedIndex;
  return (
    <div className="generatedIndexPage">
      <DocVersionBanner />
      <DocBreadcrumbs />
      <header>
        <h1 className="title">{title}</h1>
        {description && <p>{description}</p>}
      </header>
      <article className="margin-top--lg">
        <DocCardList />
      </article>
      <footer className="margin-top--md">
        <DocPaginator previous={navigation.previous} next={navigation.next} />
      </footer>
    </div>
  );
}

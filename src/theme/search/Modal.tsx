// The DocSearch modal. This module (with @docsearch/react and the modal CSS) is
// its own chunk, imported by the search button on the reader's first intent.
import { useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  DocSearchModal,
  version as docsearchVersion,
  type DocSearchHit,
  type DocSearchModalProps,
  type InternalDocSearchHit,
  type StoredDocSearchHit,
} from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import './modal.css';
import { isExternalUrl, Link } from '../../client/Link';
import { getSearchClient } from './client';
import { missingResultsUrl, searchConfig, searchPageUrl, searchParameters, toSiteUrl } from './config';
import { modalTranslations, seeAllResults } from './strings';

export interface SearchModalProps {
  /** A character typed on the focused search button. */
  initialQuery?: string;
  onClose: () => void;
}

let container: HTMLDivElement | null = null;

/** The portal target: a div that is the first child of <body>, created once and reused. */
function modalContainer(): HTMLDivElement {
  if (!container || !container.isConnected) {
    container = document.createElement('div');
    document.body.insertBefore(container, document.body.firstChild);
  }
  return container;
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

const transformItems = (items: DocSearchHit[]): DocSearchHit[] =>
  items.map((item) => ({ ...item, url: toSiteUrl(item.url) }));

const hasMissingResultsUrl = missingResultsUrl('') !== undefined;

let agentAdded = false;
const transformSearchClient: DocSearchModalProps['transformSearchClient'] = () => {
  // DocSearch builds its own client; the site's configured one is used instead.
  const client = getSearchClient();
  if (!agentAdded) {
    client.addAlgoliaAgent('docsearch', docsearchVersion);
    client.addAlgoliaAgent('docsearch-react', docsearchVersion);
    agentAdded = true;
  }
  return client;
};

export default function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [initialScrollY] = useState(() => window.scrollY);
  const parameters = useMemo(() => searchParameters(pathname), [pathname]);
  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({ itemUrl }) {
        if (isExternalUrl(itemUrl)) window.location.href = itemUrl;
        else navigate(itemUrl);
      },
    }),
    [navigate],
  );
  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      searchConfig.searchPagePath
        ? ({ state }) => (
            <Link to={searchPageUrl(state.query)} onClick={onClose}>
              {seeAllResults(Number(state.context.nbHits ?? 0))}
            </Link>
          )
        : undefined,
    [onClose],
  );
  return createPortal(
    <DocSearchModal
      appId={searchConfig.appId}
      apiKey={searchConfig.apiKey}
      indexName={searchConfig.indexName}
      placeholder={searchConfig.placeholder}
      maxResultsPerGroup={searchConfig.maxResultsPerGroup}
      searchParameters={parameters}
      initialQuery={initialQuery}
      initialScrollY={initialScrollY}
      onClose={onClose}
      transformItems={transformItems}
      hitComponent={Hit}
      navigator={navigator}
      resultsFooterComponent={resultsFooterComponent}
      transformSearchClient={transformSearchClient}
      getMissingResultsUrl={hasMissingResultsUrl ? ({ query }) => missingResultsUrl(query) ?? '' : undefined}
      insights={searchConfig.insights}
      translations={modalTranslations}
    />,
    modalContainer(),
  );
}

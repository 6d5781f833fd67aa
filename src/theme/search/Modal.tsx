// The DocSearch modal. This module (with @docsearch/react and the modal CSS) is
// its own chunk, imported by the search button on the reader's first intent.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
import { isExternalUrl, Link } from '@docgen/client/Link';
import type { LiteClient } from 'algoliasearch/lite';
import { getSearchClient } from './client';
import {
  isHostedAlgolia,
  missingResultsUrl,
  searchConfig,
  searchPageUrl,
  searchParameters,
  toSiteUrl,
} from './config';
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

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

/**
 * The only highlight the modal reads: DocSearch shows snippets, and takes a hit group's title
 * from `_highlightResult.hierarchy.lvl0`. Asking for no other highlight keeps each hit from
 * carrying its whole paragraph a second time (a smaller answer, computed faster).
 */
const MODAL_HIGHLIGHTS = ['hierarchy.lvl0'];

const transformItems = (items: DocSearchHit[]): DocSearchHit[] =>
  items.map((item) => ({ ...item, url: toSiteUrl(item.url) }));

const hasMissingResultsUrl = missingResultsUrl('') !== undefined;

let agentAdded = false;
function siteClient(): LiteClient {
  const client = getSearchClient();
  if (!agentAdded) {
    client.addAlgoliaAgent('docsearch', docsearchVersion);
    client.addAlgoliaAgent('docsearch-react', docsearchVersion);
    agentAdded = true;
  }
  return client;
}

/**
 * The site's configured client (DocSearch builds its own; ours replaces it, so the
 * hosts come from one place), reporting whether the latest search failed.
 * DocSearch 3.9 sets its `error` status on a RetryError but autocomplete-core
 * resets the status to `idle` right after, so its error screen never shows;
 * the modal shows it from this report instead.
 */
function useReportingClient(onOutcome: (failed: boolean) => void): LiteClient {
  const report = useRef(onOutcome);
  report.current = onOutcome;
  return useMemo(() => {
    const client = siteClient();
    let latest = 0;
    const search = ((...args: Parameters<LiteClient['search']>) => {
      const id = ++latest;
      return client.search(...args).then(
        (response) => {
          if (id === latest) report.current(false);
          return response;
        },
        (error: unknown) => {
          if (id === latest) report.current(true);
          throw error;
        },
      );
    }) as LiteClient['search'];
    return { ...client, search };
  }, []);
}

function ErrorScreen() {
  const text = modalTranslations.errorScreen ?? {};
  return (
    <div className="DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" aria-hidden="true">
          <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
            <path d="M2 7.5a11.5 11.5 0 0 1 16 0M4.8 10.4a7.5 7.5 0 0 1 10.4 0M7.6 13.2a3.5 3.5 0 0 1 4.8 0" />
            <path d="M3 3l14 14" />
          </g>
        </svg>
      </div>
      <p className="DocSearch-Title">{text.titleText}</p>
      <p className="DocSearch-Help">{text.helpText}</p>
    </div>
  );
}

export default function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  // DocSearch starts its search state afresh (dropping the typed query) whenever the parameters
  // or the navigator it gets are new objects: both stay the same across pages that search alike.
  const navigateTo = useNavigate();
  const navigate = useRef(navigateTo);
  navigate.current = navigateTo;
  const { pathname } = useLocation();
  const [initialScrollY] = useState(() => window.scrollY);
  useEffect(() => {
    const openedAt = window.location.href;
    return () => {
      // DocSearch scrolls back to where it opened as it closes: right over the page it opened on,
      // wrong on a page the reader has moved to meanwhile, whose own scroll is put back. (This
      // clean-up runs before DocSearch's, which is inside this component.)
      if (window.location.href === openedAt) return;
      const y = window.scrollY;
      queueMicrotask(() => window.scrollTo(0, y));
    };
  }, []);
  const parametersKey = JSON.stringify(searchParameters(pathname));
  const parameters = useMemo(
    () => ({
      ...(JSON.parse(parametersKey) as ReturnType<typeof searchParameters>),
      attributesToHighlight: MODAL_HIGHLIGHTS,
    }),
    [parametersKey],
  );
  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({ itemUrl }) {
        if (isExternalUrl(itemUrl)) window.location.href = itemUrl;
        else navigate.current(itemUrl);
      },
    }),
    [],
  );
  const root = modalContainer();
  const [failed, setFailed] = useState(false);
  const client = useReportingClient(setFailed);
  const transformSearchClient = useMemo<DocSearchModalProps['transformSearchClient']>(
    () => () => client,
    [client],
  );
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  useLayoutEffect(
    () => setDropdown(root.querySelector<HTMLElement>('.DocSearch-Dropdown')),
    [root],
  );
  useEffect(() => {
    // A new query (or an empty one, which shows the start screen) ends the error state.
    // Deferred: a re-render while the input event is being dispatched would make
    // React restore the input's previous value.
    const onInput = () => setTimeout(() => setFailed(false));
    root.addEventListener('input', onInput);
    return () => root.removeEventListener('input', onInput);
  }, [root]);
  // DocSearch always draws its "Powered by Algolia" footer: kept only where Algolia answers.
  useLayoutEffect(() => {
    root.toggleAttribute('data-no-algolia-credit', !isHostedAlgolia());
  }, [root]);
  useEffect(() => {
    root.toggleAttribute('data-search-error', failed);
    root
      .querySelector('.DocSearch-Container')
      ?.classList.toggle('DocSearch-Container--Errored', failed);
  }, [root, failed]);
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
    <>
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
        getMissingResultsUrl={
          hasMissingResultsUrl ? ({ query }) => missingResultsUrl(query) ?? '' : undefined
        }
        insights={searchConfig.insights}
        translations={modalTranslations}
      />
      {failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
    </>,
    root,
  );
}

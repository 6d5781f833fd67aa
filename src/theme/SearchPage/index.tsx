// The /search page: a query box kept in step with `?q=`, the number of
// documents found, results with their page hierarchy and a snippet, more
// results on scroll, and empty, no-result and error states.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SearchResponse } from 'algoliasearch/lite';
import { Head } from '@docgen/client/head';
import { useIsBrowser } from '@docgen/client/hooks';
import { Link } from '@docgen/client/Link';
import Layout from '@theme/Layout';
import { getSearchClient } from '@theme/search/client';
import { isHostedAlgolia, searchConfig, searchParameters, toSiteUrl } from '@theme/search/config';
import { modalTranslations } from '@theme/search/strings';
import './styles.css';

const HITS_PER_PAGE = 15;
/** Each change of the query runs a search this much later (answers to older queries are dropped). */
const SEARCH_DELAY_MS = 300;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

interface Hit {
  url: string;
  hierarchy: Partial<Record<(typeof LEVELS)[number], string | null>>;
  content?: string | null;
  _highlightResult?: { hierarchy?: Partial<Record<string, { value?: string }>> };
  _snippetResult?: { content?: { value?: string }; excerpt?: { value?: string } };
}

interface Result {
  url: string;
  /** HTML (escaped text with highlight tags) of the last hierarchy level. */
  title: string;
  /** HTML of the higher levels. */
  breadcrumbs: string[];
  summary: string;
}

interface Results {
  query: string;
  items: Result[];
  nbHits: number;
  lastPage: number;
  nbPages: number;
  loading: boolean;
  error: boolean;
}

const emptyResults = (query: string, loading: boolean): Results => ({
  query,
  items: [],
  nbHits: 0,
  lastPage: -1,
  nbPages: 0,
  loading,
  error: false,
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function toResult(hit: Hit): Result {
  const levels = LEVELS.filter((level) => hit.hierarchy?.[level]);
  const titles = levels.map(
    (level) =>
      hit._highlightResult?.hierarchy?.[level]?.value ?? escapeHtml(hit.hierarchy[level] ?? ''),
  );
  const title = titles.pop() ?? '';
  // A heading hit shows the text under the heading (its record's excerpt).
  const snippet = hit.content
    ? hit._snippetResult?.content?.value
    : hit._snippetResult?.excerpt?.value;
  // A section named like its page (lvl0 "Integrations", lvl1 "Integrations") shows once.
  const plain = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .trim()
      .toLowerCase();
  const breadcrumbs = titles.filter((crumb, i) => plain(crumb) !== plain(titles[i + 1] ?? title));
  return { url: toSiteUrl(hit.url), title, breadcrumbs, summary: snippet ?? '' };
}

const plural = new Intl.PluralRules('en');
const documentsFound = (count: number) =>
  plural.select(count) === 'one' ? 'One document found' : `${count} documents found`;

function AlgoliaLogo() {
  return (
    <svg width="60" height="16" viewBox="0 0 60 16" aria-label="Algolia" role="img">
      <text x="0" y="13" fontSize="13" fontWeight="700" fill="currentColor">
        algolia
      </text>
    </svg>
  );
}

export default function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const isBrowser = useIsBrowser();
  // Empty while server rendering and hydrating, as the HTML has no query.
  const urlQuery = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [query, setQuery] = useState('');
  const written = useRef<string[]>([]);
  const current = useRef('');
  current.current = query;
  const [results, setResults] = useState<Results>(() => emptyResults('', false));
  const loader = useRef<HTMLDivElement>(null);

  // The URL changed (first render in the browser, Back, a "See all" link): follow it,
  // unless it is one of our own replacements catching up.
  useEffect(() => {
    const mine = written.current.indexOf(urlQuery);
    if (mine !== -1) {
      written.current = written.current.slice(mine + 1);
      return;
    }
    written.current = [];
    setQuery(urlQuery);
  }, [urlQuery]);

  const onInput = (value: string) => {
    setQuery(value);
    written.current.push(value);
    const params = new URLSearchParams(location.search);
    if (value) params.set('q', value);
    else params.delete('q');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  };

  const fetchPage = useCallback((q: string, page: number) => {
    const { facetFilters } = searchParameters(window.location.pathname);
    getSearchClient()
      .search({
        requests: [
          {
            indexName: searchConfig.indexName,
            query: q,
            page,
            hitsPerPage: HITS_PER_PAGE,
            facetFilters,
            attributesToRetrieve: [
              ...LEVELS.map((l) => `hierarchy.${l}`),
              'content',
              'excerpt',
              'type',
              'url',
            ],
            attributesToHighlight: ['hierarchy.*', 'content'],
            attributesToSnippet: ['content:20', 'excerpt:20'],
            snippetEllipsisText: '…',
            highlightPreTag: '<span class="search-result-match">',
            highlightPostTag: '</span>',
          },
        ],
      })
      .then(
        ({ results: [first] }) => {
          if (current.current !== q) return;
          const response = first as SearchResponse<Hit>;
          setResults((prev) => ({
            query: q,
            items: [...(page === 0 ? [] : prev.items), ...response.hits.map(toResult)],
            nbHits: response.nbHits ?? 0,
            lastPage: response.page ?? page,
            nbPages: response.nbPages ?? 0,
            loading: false,
            error: false,
          }));
        },
        (error: unknown) => {
          if (current.current !== q) return;
          console.error('Search failed:', error);
          setResults((prev) => ({ ...prev, query: q, loading: false, error: true }));
        },
      );
  }, []);

  useEffect(() => {
    setResults(emptyResults(query, query !== ''));
    if (!query) return;
    const timer = setTimeout(() => fetchPage(query, 0), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, fetchPage]);

  const hasMore = !results.loading && !results.error && results.lastPage + 1 < results.nbPages;
  useEffect(() => {
    const el = loader.current;
    if (!hasMore || !el) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        // Fully in view, however it got there (a scroll, a layout shift, already
        // visible): the next page. Within a pixel counts, as fractional layouts
        // can leave the ratio a hair under 1 with no later crossing to report.
        const hidden = entry.boundingClientRect.height - entry.intersectionRect.height;
        if (entry.isIntersecting && (entry.intersectionRatio >= 1 || hidden < 1)) {
          observer.disconnect();
          setResults((prev) => ({ ...prev, loading: true }));
          fetchPage(results.query, results.lastPage + 1);
        }
      },
      { threshold: [0, 1] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, results.query, results.lastPage, fetchPage]);

  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  const settled = query !== '' && results.query === query && !results.loading && !results.error;
  return (
    <Layout title={title}>
      <Head
        htmlClassName="search-page-wrapper"
        meta={[{ property: 'robots', content: 'noindex, follow' }]}
      />
      <div className="container margin-vert--lg">
        <h1>{title}</h1>
        <form className="row" onSubmit={(e) => e.preventDefault()}>
          <div className="col col--12">
            <input
              type="search"
              name="q"
              className="searchQueryInput"
              placeholder="Type your search here"
              aria-label="Search"
              autoComplete="off"
              autoFocus
              value={query}
              onChange={(e) => onInput(e.target.value)}
            />
          </div>
        </form>
        <div className="row">
          <div className="col col--8 searchResultsColumn">
            {settled && results.nbHits > 0 && <span>{documentsFound(results.nbHits)}</span>}
          </div>
          {isHostedAlgolia() && (
            // Credit only where the results do come from Algolia.
            <div className="col col--4 text--right searchLogoColumn">
              <a href="https://www.algolia.com/" target="_blank" rel="noopener noreferrer">
                <span className="searchLogoLabel">Powered by</span>
                <AlgoliaLogo />
              </a>
            </div>
          )}
        </div>
        {results.error && (
          <div className="alert alert--danger searchError" role="alert">
            <p className="searchErrorTitle">{modalTranslations.errorScreen?.titleText}</p>
            <p>{modalTranslations.errorScreen?.helpText}</p>
          </div>
        )}
        {settled && results.items.length === 0 && <p>No results were found</p>}
        {results.items.length > 0 && (
          <section>
            {results.items.map((item, i) => (
              <article key={`${item.url}-${i}`} className="searchResultItem">
                <h2 className="searchResultItemHeading">
                  <Link to={item.url} dangerouslySetInnerHTML={{ __html: item.title }} />
                </h2>
                {item.breadcrumbs.length > 0 && (
                  <nav aria-label="breadcrumbs">
                    <ul className="breadcrumbs searchResultItemPath">
                      {item.breadcrumbs.map((crumb, j) => (
                        <li
                          key={j}
                          className="breadcrumbs__item"
                          dangerouslySetInnerHTML={{ __html: crumb }}
                        />
                      ))}
                    </ul>
                  </nav>
                )}
                {item.summary && (
                  <p
                    className="searchResultItemSummary"
                    dangerouslySetInnerHTML={{ __html: item.summary }}
                  />
                )}
              </article>
            ))}
          </section>
        )}
        {results.loading && results.items.length === 0 && (
          <div className="searchLoadingSpinner" role="status" aria-label="Loading" />
        )}
        {(hasMore || (results.loading && results.items.length > 0)) && (
          <div className="searchLoader" ref={loader}>
            Fetching new results...
          </div>
        )}
      </div>
    </Layout>
  );
}

// The gallery's filter state, mirrored in the URL query with history.replace so
// a filtered view can be shared and survives a reload. The server render (and
// the hydration render) show the unfiltered gallery; the query applies after.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EMPTY_FILTERS, readFilters, writeFilters, type FilterState } from './filters';

/** Typing in the name box updates the URL once the user pauses. */
const NAME_DELAY_MS = 250;

export function useTemplateFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  /** The latest state, for updates made twice before a re-render. */
  const latest = useRef(filters);
  /** The query this hook last wrote, so its own URL updates are not read back. */
  const written = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (written.current !== null && location.search === written.current) return;
    written.current = null;
    latest.current = readFilters(location.search);
    setFilters(latest.current);
  }, [location.search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const writeUrl = useCallback(
    (next: FilterState) => {
      clearTimeout(timer.current);
      const search = writeFilters(next, window.location.search);
      if (search === window.location.search) return;
      written.current = search;
      navigate(
        { pathname: location.pathname, search, hash: window.location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, location.pathname],
  );

  const update = useCallback(
    (change: (current: FilterState) => FilterState, delay = 0) => {
      const next = change(latest.current);
      latest.current = next;
      setFilters(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => writeUrl(next), delay);
    },
    [writeUrl],
  );

  return {
    filters,
    toggleTag: (tag: FilterState['tags'][number]) =>
      update((f) => ({
        ...f,
        tags: f.tags.includes(tag) ? f.tags.filter((t) => t !== tag) : [...f.tags, tag],
      })),
    toggleOperator: () => update((f) => ({ ...f, operator: f.operator === 'AND' ? 'OR' : 'AND' })),
    setName: (name: string) => update((f) => ({ ...f, name }), NAME_DELAY_MS),
    clear: () => update(() => EMPTY_FILTERS),
  };
}

// Theme-common helpers an ejected search bar imports (cypress's docs swizzle theirs).
import { useCallback } from 'react';
import { siteConfig } from '../../data';

/** Whether `value` matches the regular expression written as `regexAsString` (case-insensitive). */
export function isRegexpStringMatch(regexAsString?: string, value?: string): boolean {
  if (regexAsString === undefined || value === undefined) return false;
  return new RegExp(regexAsString, 'gi').test(value);
}

/** Makes the search page's URL for a query (`<baseUrl>search?q=…`), as the reference's hook does. */
export function useSearchLinkCreator(): (query: string) => string {
  const page = siteConfig.search.searchPagePath.replace(/^\/+/, '');
  return useCallback(
    (query: string) => `${siteConfig.baseUrl}${page}?q=${encodeURIComponent(query)}`,
    [page],
  );
}

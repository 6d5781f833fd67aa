/**
 * Warm-up of a freshly built index: searches like the ones a reader's first keystrokes send
 * (prefixes of a word, then two words, with highlighting, snippets and facets), so the
 * engine's code is compiled and its buffers sized before the first real query arrives.
 */

import { search } from './engine';
import type { SearchIndex } from './index-build';

/** Longest words of the vocabulary, spread over it: typical, not all from one record. */
function sampleWords(index: SearchIndex, count: number): string[] {
  const words = [...index.words.vocabulary.keys()].filter((word) => /^[a-z]{5,12}$/.test(word));
  const step = Math.max(1, Math.floor(words.length / count));
  const out: string[] = [];
  for (let i = 0; i < words.length && out.length < count; i += step) out.push(words[i]);
  return out;
}

export function warmUp(index: SearchIndex): void {
  if (index.records.length === 0) return;
  const facets = [...index.settings.facets.keys()];
  const params = {
    hitsPerPage: 20,
    attributesToSnippet: ['content:10'],
    clickAnalytics: true,
    facets: facets.length > 0 ? ['*'] : undefined,
  };
  const words = sampleWords(index, 8);
  for (const word of words) {
    for (let end = 1; end <= word.length; end += 2)
      search(index, { ...params, query: word.slice(0, end) });
  }
  for (let i = 0; i + 1 < words.length; i += 2) {
    search(index, { ...params, query: `${words[i]} ${words[i + 1].slice(0, 3)}` });
    // A typo, as readers make them.
    search(index, { ...params, query: `${words[i].slice(1)}` });
  }
  search(index, { ...params, query: '' });
}

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createIndex, search } from '../../src/search/engine';
import { matchWord, type QueryWord, type WordMatch } from '../../src/search/highlight';
import { englishNumberForms, isEnglishStopWord } from '../../src/search/language';
import { DOCSEARCH_INDEX_SETTINGS } from '../../src/search/settings';
import { tokenize } from '../../src/search/text';
import type { HighlightResult, RecordsFile, SearchHit } from '../../src/search/types';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const { records } = JSON.parse(
  readFileSync(`${REPO}/tests/fixtures/search/relevance-records.json`, 'utf8'),
) as RecordsFile;

const index = createIndex(records);
const run = (params: Record<string, unknown>) => search(index, params);
const ids = (hits: SearchHit[]) => hits.map((hit) => hit.objectID);
const pages = (hits: SearchHit[]) => [
  ...new Set(hits.map((hit) => new URL(String(hit.url)).pathname)),
];
const info = (hit: SearchHit | undefined) =>
  hit?._rankingInfo as { words: number; nbTypos: number; nbExactWords: number } | undefined;
/** Algolia's behaviour before this change: no stop words, no plurals, every word required. */
const LITERAL = { removeStopWords: false, ignorePlurals: false, removeWordsIfNoResults: 'none' };

describe('index settings', () => {
  test('the DocSearch settings ask for English stop words, plurals and optional words', () => {
    assert.deepEqual(DOCSEARCH_INDEX_SETTINGS.removeStopWords, ['en']);
    assert.deepEqual(DOCSEARCH_INDEX_SETTINGS.ignorePlurals, ['en']);
    assert.deepEqual(DOCSEARCH_INDEX_SETTINGS.queryLanguages, ['en']);
    assert.equal(DOCSEARCH_INDEX_SETTINGS.removeWordsIfNoResults, 'allOptional');
    assert.equal(DOCSEARCH_INDEX_SETTINGS.ranking?.[0], 'words');
  });

  test('search parameters override them per query', () => {
    assert.equal(run({ query: 'create a quiz', ...LITERAL }).nbHits, 0);
    assert.equal(run({ query: 'create a quiz' }).nbHits, 1);
    assertSearchRejects({ query: 'quiz', removeWordsIfNoResults: 'sometimes' });
  });
});

function assertSearchRejects(params: Record<string, unknown>) {
  assert.throws(() => run(params), /removeWordsIfNoResults/);
}

describe('removeStopWords', () => {
  test('stop words are dropped from the query, so they need not match', () => {
    const result = run({ query: 'create a quiz', removeWordsIfNoResults: 'none' });
    assert.deepEqual(ids(result.hits), ['quests-quiz-4'], 'the record without "a"');
    const highlighted = (result.hits[0]._highlightResult?.content as HighlightResult).matchedWords;
    assert.deepEqual(highlighted, ['create', 'quiz'], '"a" is neither matched nor highlighted');
    assert.equal(
      run({ query: 'create a quiz', removeStopWords: false, removeWordsIfNoResults: 'none' })
        .nbHits,
      0,
    );
  });

  test('a stop word typed last is a prefix and stays (the reader may be typing "about")', () => {
    const result = run({ query: 'quiz a', removeWordsIfNoResults: 'none', distinct: false });
    // Only the records holding a word starting with "a" besides "quiz".
    assert.deepEqual(ids(result.hits).sort(), ['quests-quiz-1', 'quests-quiz-3']);
    // Not typed as a prefix, "a" is dropped: every quiz record matches.
    const dropped = run({ query: 'quiz a', queryType: 'prefixNone', distinct: false });
    assert.equal(dropped.nbHits, 5);
    assert.ok(ids(dropped.hits).includes('quests-quiz-4'), '"Click Create Quiz & Proceed."');
  });

  test('a query made only of stop words keeps them', () => {
    const params = { query: 'the and', queryType: 'prefixNone', removeWordsIfNoResults: 'none' };
    const result = run(params);
    // Dropping both would leave an empty query, which returns every record.
    assert.equal(result.nbHits, 3, 'the records holding both "the" and "and"');
    assert.ok(ids(result.hits).includes('quests-indexer-1'));
    assert.deepEqual(ids(run({ ...params, removeStopWords: false }).hits), ids(result.hits));
  });

  test('the English list: articles, pronouns, auxiliaries, prepositions; not content words', () => {
    for (const word of ['a', 'the', 'how', 'do', 'i', 'to', 'my', 'into', 'from', 'what', 'is']) {
      assert.ok(isEnglishStopWord(word), word);
    }
    for (const word of ['quiz', 'create', 'first', 'two', 'delete', 'token']) {
      assert.ok(!isEnglishStopWord(word), word);
    }
  });
});

describe('ignorePlurals', () => {
  test('singular and plural forms match as the same word, without typo', () => {
    // "queries" is 3 edits from "query": only the plural equivalence can match it.
    const queries = run({ query: 'queries graphql', getRankingInfo: true });
    assert.deepEqual(ids(queries.hits), ['quests-indexer-1']);
    assert.equal(info(queries.hits[0])?.nbTypos, 0);
    assert.equal(info(queries.hits[0])?.nbExactWords, 2, 'a plural counts as an exact word');
    assert.equal(run({ query: 'queries graphql', ...LITERAL }).nbHits, 0);

    const entries = run({ query: 'entries checked', getRankingInfo: true });
    assert.deepEqual(ids(entries.hits), ['quests-indexer-3']);
    assert.equal(run({ query: 'entries checked', ...LITERAL }).nbHits, 0);
  });

  test('a plural within typo reach ranks as exact, ahead of a real typo', () => {
    const hit = run({ query: 'pools', getRankingInfo: true }).hits[0];
    assert.equal(info(hit)?.nbTypos, 0);
    const literal = run({ query: 'pools', getRankingInfo: true, ...LITERAL }).hits[0];
    assert.equal(info(literal)?.nbTypos, 1, 'without plurals, "pools" is a typo of "pool"');
  });

  test('plural forms are highlighted like the typed word', () => {
    const hit = run({ query: 'campaigns draft', distinct: false }).hits[0];
    assert.equal(
      (hit._highlightResult?.content as HighlightResult).value,
      'Only a <em>draft</em> <em>campaign</em> can be deleted.',
    );
  });

  test('English number forms', () => {
    const forms = (word: string) => englishNumberForms(word);
    assert.ok(forms('quiz').includes('quizzes'));
    assert.ok(forms('quizzes').includes('quiz'));
    assert.ok(forms('query').includes('queries'));
    assert.ok(forms('addresses').includes('address'));
    assert.ok(forms('leaves').includes('leaf'));
    assert.deepEqual(forms('person'), ['people']);
    assert.deepEqual(forms('news'), [], '"news" is not the plural of "new"');
    assert.deepEqual(forms('erc20'), [], 'numbers and codes have no plural');
  });
});

describe('removeWordsIfNoResults', () => {
  test('allOptional: when no record holds every word, records holding some are returned', () => {
    assert.equal(run({ query: 'quiz scoring', removeWordsIfNoResults: 'none' }).nbHits, 0);
    const result = run({ query: 'quiz scoring', getRankingInfo: true });
    assert.ok(result.nbHits > 0);
    assert.deepEqual(pages(result.hits), ['/quests/quiz']);
    assert.equal(info(result.hits[0])?.words, 1);
  });

  test('the fallback only runs when the strict query finds nothing', () => {
    // "draft campaign" is in one record: the records holding only "campaign" stay out.
    assert.deepEqual(ids(run({ query: 'draft campaign', distinct: false }).hits), [
      'campaign-update-delete-2',
    ]);
  });

  test('lastWords and firstWords make words optional from the end or from the start', () => {
    assert.ok(run({ query: 'quiz banana', removeWordsIfNoResults: 'lastWords' }).nbHits > 0);
    assert.equal(run({ query: 'banana quiz', removeWordsIfNoResults: 'lastWords' }).nbHits, 0);
    assert.ok(run({ query: 'banana quiz', removeWordsIfNoResults: 'firstWords' }).nbHits > 0);
    assert.equal(run({ query: 'quiz banana', removeWordsIfNoResults: 'firstWords' }).nbHits, 0);
    // lastWords removes as few words as it can: "quiz questions" still both required.
    const result = run({
      query: 'quiz questions banana',
      removeWordsIfNoResults: 'lastWords',
      distinct: false,
    });
    assert.deepEqual(ids(result.hits), ['quests-quiz-3']);
    // At most 5 words are made optional.
    const lastWords = { removeWordsIfNoResults: 'lastWords' };
    assert.ok(run({ query: 'quiz xa xb xc xd xe', ...lastWords }).nbHits > 0);
    assert.equal(run({ query: 'quiz xa xb xc xd xe xf', ...lastWords }).nbHits, 0);
  });
});

describe('ranking', () => {
  test('words: with optional words, records matching more words come first', () => {
    // "stagse" is a typo of "stages": the content record holding "quiz" and "stages" matches
    // two words with one typo, the page title only "quiz", without typo.
    const query = 'quiz stagse banana';
    const result = run({ query, distinct: false, getRankingInfo: true });
    assert.equal(result.hits[0].objectID, 'quests-quiz-3');
    assert.equal(info(result.hits[0])?.words, 2);
    const words = result.hits.map((hit) => info(hit)?.words ?? 0);
    assert.deepEqual(
      words,
      [...words].sort((a, b) => b - a),
    );
    assert.equal(words[words.length - 1], 1);
    // Without the words criterion, the typo criterion would put the title first.
    const noWords = createIndex(records, {
      ...DOCSEARCH_INDEX_SETTINGS,
      ranking: ['typo', 'exact', 'attribute', 'proximity', 'custom'],
    });
    const other = search(noWords, { query, distinct: false });
    assert.equal(other.hits[0].objectID, 'quests-quiz-0');
  });

  test('a page title matching the query ranks above a content match elsewhere', () => {
    const result = run({ query: 'delete campaign', distinct: false });
    assert.equal(result.hits[0].objectID, 'campaign-update-delete-0', 'lvl1 title record first');
    assert.equal(result.hits[1].objectID, 'campaign-update-delete-1', 'then its lvl2');
    const incidental = ids(result.hits).indexOf('campaign-xp-fuel-1');
    assert.ok(incidental > 1, 'the content mention on another page comes after the titles');
  });

  test("a page's keywords count as its words, after its title and text", () => {
    const record = (objectID: string, url: string, lvl1: string, content: string | null) => ({
      objectID,
      url,
      type: content === null ? 'lvl1' : 'content',
      hierarchy: { lvl0: 'Quests', lvl1 },
      content,
      weight: { pageRank: 3, level: content === null ? 100 : 0, position: 0 },
    });
    const keywords = ['youtube', 'video', 'channel'];
    const pagesIndex = createIndex([
      { ...record('yt-0', 'https://x.test/quests/youtube', 'YouTube quest', null), keywords },
      {
        ...record(
          'yt-1',
          'https://x.test/quests/youtube',
          'YouTube quest',
          'Ask people to watch it.',
        ),
        keywords,
      },
      record('tpl-1', 'https://x.test/templates', 'Templates', 'Learn: watch our YouTube video.'),
    ]);
    // Both pages now match all three words; the title match ranks the YouTube page first.
    const both = search(pagesIndex, { query: 'youtube video watch', getRankingInfo: true });
    assert.deepEqual(pages(both.hits), ['/quests/youtube', '/templates']);
    assert.equal(info(both.hits[0])?.words, 3);
    // A word only the keywords hold finds the page, after a record whose text holds it.
    const channel = search(pagesIndex, { query: 'channel', distinct: false });
    assert.deepEqual(ids(channel.hits).slice(0, 1), ['yt-0']);
    const withoutKeywords = createIndex(
      pagesIndex.records.map(
        ({ keywords: _, ...rest }) => rest as typeof rest & { objectID: string },
      ),
    );
    assert.deepEqual(pages(search(withoutKeywords, { query: 'youtube video watch' }).hits), [
      '/templates',
    ]);
  });

  test('attributeCriteriaComputedByMinProximity picks the attribute where words are closest', () => {
    // "Fuel stays with participants when you delete a campaign." matches "campaign" in its
    // lvl0 ("Campaigns"), the best attribute, and both words only in its content.
    const plain = run({ query: 'delete campaign', distinct: false });
    assert.deepEqual(ids(plain.hits), [
      'campaign-update-delete-0',
      'campaign-update-delete-1',
      'campaign-xp-fuel-1',
      'campaign-update-delete-2',
    ]);
    const byProximity = run({
      query: 'delete campaign',
      distinct: false,
      attributeCriteriaComputedByMinProximity: true,
    });
    // Ranked by its content attribute, it now follows every record whose lvl1 holds both.
    assert.deepEqual(ids(byProximity.hits), [
      'campaign-update-delete-0',
      'campaign-update-delete-1',
      'campaign-update-delete-2',
      'campaign-xp-fuel-1',
    ]);
  });
});

describe('typo tolerance on prefixes', () => {
  test('the last word may match the start of a longer word with a typo', () => {
    // "witdhr" is "withdr" with two letters swapped: one typo on the prefix of "withdraw".
    const result = run({ query: 'witdhr', getRankingInfo: true });
    assert.deepEqual(pages(result.hits), ['/air-pool/deposit-withdraw']);
    assert.equal(info(result.hits[0])?.nbTypos, 1);
    const lvl2 = (result.hits[0]._highlightResult?.hierarchy as Record<string, HighlightResult>)
      .lvl1;
    assert.match(lvl2.value, /<em>withdr<\/em>aw/);
    assert.equal(run({ query: 'witdhr', typoTolerance: false }).nbHits, 0);
    assert.equal(run({ query: 'witdhr', queryType: 'prefixNone' }).nbHits, 0);
  });

  test('MiniSearch finds exactly the words matchWord accepts, and the records holding them', () => {
    const vocabulary = [...index.words.vocabulary.keys()];
    const probes = ['quiz', 'qiuz', 'withdr', 'witdhr', 'campain', 'tokens', 'a', 'pol', 'grphql'];
    for (const norm of [...probes, ...vocabulary.slice(0, 40)]) {
      for (const allowPrefix of [false, true]) {
        for (const maxTypos of [0, 1, 2]) {
          const word: QueryWord = { norm, allowPrefix, maxTypos, forms: englishNumberForms(norm) };
          const expected = new Map<string, WordMatch>();
          for (const term of vocabulary) {
            const match = matchWord(word, term);
            if (match) expected.set(term, match);
          }
          const hits = index.words.hits(word);
          const describe = (terms: ReadonlyMap<string, WordMatch>) =>
            [...terms]
              .map(([term, match]) => `${term}:${match.typos}:${match.prefix}:${match.length}`)
              .sort();
          assert.deepEqual(describe(hits.terms), describe(expected), JSON.stringify(word));

          // Every record holding a matching word, with its fewest typos.
          const fewest = new Map<number, number>();
          records.forEach((record, id) => {
            // DocSearch's settings split camel case in the hierarchy and the content.
            const words = tokenize(
              [...Object.values(record.hierarchy), record.content].filter(Boolean).join(' | '),
              true,
            ).map((token) => token.norm);
            for (const term of words) {
              const match = expected.get(term);
              if (match && match.typos < (fewest.get(id) ?? Infinity)) fewest.set(id, match.typos);
            }
          });
          assert.deepEqual(
            [...hits.ids].map((id, i) => [id, hits.typos[i]]),
            [...fewest].sort((x, y) => x[0] - y[0]),
            JSON.stringify(word),
          );
        }
      }
    }
  });
});

describe('relevance on the built site', () => {
  const built = `${REPO}/build/search/records.json`;
  test(
    'at least 90% of reader queries find their page in the first 3 pages',
    { skip: existsSync(built) ? false : 'build/search/records.json not built' },
    () => {
      const file = JSON.parse(readFileSync(built, 'utf8')) as RecordsFile;
      const cases = JSON.parse(
        readFileSync(`${REPO}/tests/search-relevance.json`, 'utf8'),
      ) as Array<{ query: string; expected: string }>;
      assert.ok(cases.length >= 50);
      const siteIndex = createIndex(file.records);
      const pathOf = (url: string) => new URL(url, 'http://x').pathname.replace(/\/$/, '') || '/';
      const misses: string[] = [];
      for (const { query, expected } of cases) {
        const result = search(siteIndex, { query, hitsPerPage: 20 });
        const top = [...new Set(result.hits.map((hit) => pathOf(String(hit.url))))].slice(0, 3);
        if (!top.includes(pathOf(expected))) misses.push(`${query} -> ${top.join(', ')}`);
      }
      const share = (cases.length - misses.length) / cases.length;
      assert.ok(share >= 0.9, `share ${share.toFixed(2)}; misses:\n${misses.join('\n')}`);
    },
  );
});

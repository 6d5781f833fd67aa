/**
 * English language features of the engine, as Algolia applies them when an index's settings
 * ask for them: stop words removed from the query (`removeStopWords`) and singular / plural
 * forms treated as the same word (`ignorePlurals`).
 */

/**
 * Whether a language setting (`removeStopWords`, `ignorePlurals`) is on for English: `true`
 * means every language of `queryLanguages` (all supported ones when that is empty), a list
 * names the languages itself.
 */
export function englishEnabled(value: unknown, queryLanguages: unknown): boolean {
  if (value === true || value === 'true') {
    if (!Array.isArray(queryLanguages) || queryLanguages.length === 0) return true;
    return queryLanguages.includes('en');
  }
  if (Array.isArray(value)) return value.includes('en');
  if (typeof value === 'string' && value !== 'false') {
    return value.split(',').some((item) => item.trim() === 'en');
  }
  return false;
}

/**
 * Common English words that carry no meaning of their own in a search: articles, pronouns,
 * auxiliaries, conjunctions and prepositions.
 */
const ENGLISH_STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before ' +
    'being below between both but by can could did do does doing down during each few for ' +
    'from further had has have having he her here hers herself him himself his how i if in ' +
    'into is it its itself just me more most my myself no nor not of off on once only or ' +
    'other our ours ourselves out over own same she should so some such than that the their ' +
    'theirs them themselves then there these they this those through to too under until up ' +
    'very was we were what when where which while who whom why will with would you your ' +
    'yours yourself yourselves'
  ).split(' '),
);

export function isEnglishStopWord(word: string): boolean {
  return ENGLISH_STOP_WORDS.has(word);
}

/** Irregular plurals (singular → plural), both directions are used. */
const IRREGULAR: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  mouse: 'mice',
  goose: 'geese',
  foot: 'feet',
  tooth: 'teeth',
  ox: 'oxen',
  criterion: 'criteria',
  phenomenon: 'phenomena',
  datum: 'data',
  medium: 'media',
  index: 'indices',
  matrix: 'matrices',
  vertex: 'vertices',
  appendix: 'appendices',
  analysis: 'analyses',
  basis: 'bases',
  crisis: 'crises',
  thesis: 'theses',
  axis: 'axes',
  cactus: 'cacti',
  focus: 'foci',
  syllabus: 'syllabi',
  leaf: 'leaves',
  life: 'lives',
  knife: 'knives',
  wife: 'wives',
  half: 'halves',
  shelf: 'shelves',
  wolf: 'wolves',
  self: 'selves',
  thief: 'thieves',
  loaf: 'loaves',
  calf: 'calves',
};
const IRREGULAR_PLURALS = new Map<string, string>(
  Object.entries(IRREGULAR).map(([singular, plural]) => [plural, singular]),
);

/** Words ending in `s` that are not the plural of the word without it. */
const NOT_PLURAL = new Set(
  (
    'always news series species lens perhaps whereas towards afterwards besides thus ' +
    'various previous famous status bonus campus virus corpus census canvas atlas alias ' +
    'bias gas yes plus minus analytics physics mathematics ethics economics logistics ' +
    'dos does goes was has is this its his hers ours yours theirs us'
  ).split(' '),
);

/** Words the same in the singular and the plural, or with no plural. */
const UNCOUNTABLE = new Set(
  (
    'information equipment feedback software hardware metadata data sheep fish deer series ' +
    'species news advice progress research'
  ).split(' '),
);

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const SIBILANT_RE = /(s|x|z|ch|sh)$/;

function pluralsOf(word: string): string[] {
  const irregular = IRREGULAR[word];
  if (irregular) return [irregular];
  if (UNCOUNTABLE.has(word)) return [];
  const out: string[] = [];
  const last = word[word.length - 1];
  const beforeLast = word[word.length - 2] ?? '';
  if (last === 'y' && !VOWELS.has(beforeLast)) out.push(`${word.slice(0, -1)}ies`);
  else if (last === 'z' && VOWELS.has(beforeLast)) out.push(`${word}zes`, `${word}es`);
  else if (SIBILANT_RE.test(word)) out.push(`${word}es`);
  else if (last === 'o' && !VOWELS.has(beforeLast)) out.push(`${word}es`, `${word}s`);
  else out.push(`${word}s`);
  if (last === 'f') out.push(`${word.slice(0, -1)}ves`);
  if (word.endsWith('fe')) out.push(`${word.slice(0, -2)}ves`);
  return out;
}

function singularsOf(word: string): string[] {
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular) return [irregular];
  if (NOT_PLURAL.has(word) || UNCOUNTABLE.has(word) || word.length < 4) return [];
  if (!word.endsWith('s') || word.endsWith('ss')) return [];
  const out: string[] = [];
  if (word.endsWith('ies') && word.length > 4) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) out.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('es')) {
    const stem = word.slice(0, -2);
    if (SIBILANT_RE.test(stem) || stem.endsWith('o')) out.push(stem);
    if (stem.endsWith('zz')) out.push(stem.slice(0, -1));
  }
  out.push(word.slice(0, -1));
  return out;
}

/**
 * The other grammatical-number forms of an English word: its singular(s) when it reads as a
 * plural, else its plural(s). Candidates follow the spelling rules (`-s`, `-es`, `-ies`,
 * `-ves`, irregular plurals); one that is not a word matches nothing, so the rules may
 * over-generate. Words of fewer than 3 letters and numbers have none.
 */
export function englishNumberForms(word: string): string[] {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
  const singulars = singularsOf(word);
  const forms = new Set<string>(singulars.length > 0 ? singulars : pluralsOf(word));
  forms.delete(word);
  return [...forms].filter((form) => form.length >= 2);
}

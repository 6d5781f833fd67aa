// Template filtering and its URL form: `?tags=evm&tags=twitter&operator=AND&name=nft`
// (`operator` absent = OR; no tags = every template).
import { TAG_KEYS, type TagKey, type Template } from '../_data';

export type Operator = 'AND' | 'OR';

export interface FilterState {
  tags: TagKey[];
  operator: Operator;
  name: string;
}

export const EMPTY_FILTERS: FilterState = { tags: [], operator: 'OR', name: '' };

const isTagKey = (value: string): value is TagKey =>
  (TAG_KEYS as readonly string[]).includes(value);

export function readFilters(search: string): FilterState {
  const params = new URLSearchParams(search);
  const tags = [...new Set(params.getAll('tags').filter(isTagKey))];
  return {
    tags,
    operator: params.get('operator')?.toUpperCase() === 'AND' ? 'AND' : 'OR',
    name: params.get('name') ?? '',
  };
}

/** The query string for `state`, keeping any unrelated parameters of `search`. */
export function writeFilters(state: FilterState, search = ''): string {
  const params = new URLSearchParams(search);
  params.delete('tags');
  params.delete('operator');
  params.delete('name');
  for (const tag of state.tags) params.append('tags', tag);
  if (state.operator === 'AND') params.set('operator', 'AND');
  if (state.name) params.set('name', state.name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Name first (case-insensitive substring of the title), then tags. */
export function filterTemplates(templates: Template[], state: FilterState): Template[] {
  const needle = state.name.trim().toLowerCase();
  return templates.filter((template) => {
    if (needle && !template.title.toLowerCase().includes(needle)) return false;
    if (state.tags.length === 0) return true;
    return state.operator === 'AND'
      ? state.tags.every((tag) => template.tags.includes(tag))
      : state.tags.some((tag) => template.tags.includes(tag));
  });
}

export const isFiltered = (state: FilterState) =>
  state.tags.length > 0 || state.operator !== 'OR' || state.name !== '';

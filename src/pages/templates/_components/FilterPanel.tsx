// Tag chips (with an AND/OR switch), the name search box, a clear action and
// the live result count.
import { TAGS, TAG_KEYS, type TagKey } from '../_data';
import { isFiltered, type FilterState } from './filters';

export interface FilterPanelProps {
  filters: FilterState;
  count: number;
  onToggleTag: (tag: TagKey) => void;
  onToggleOperator: () => void;
  onNameChange: (name: string) => void;
  onClear: () => void;
}

export const countLabel = (count: number) => `${count} ${count === 1 ? 'template' : 'templates'}`;

export function FilterPanel({
  filters,
  count,
  onToggleTag,
  onToggleOperator,
  onNameChange,
  onClear,
}: FilterPanelProps) {
  const isAnd = filters.operator === 'AND';
  return (
    <section className="templateFilters" aria-labelledby="template-filters-title">
      <div className="templateFilters__header">
        <h2 id="template-filters-title" className="templateFilters__title">
          Filter Task Types
        </h2>
        <span className="badge badge--primary templateFilters__count" role="status">
          {countLabel(count)}
        </span>
        <div className="templateFilters__controls">
          <span className="operatorSwitch">
            <span className="operatorSwitch__caption" aria-hidden="true">
              Match
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={isAnd}
              aria-label="Match all selected tags (AND)"
              title={
                isAnd
                  ? 'AND: a template must have every selected tag'
                  : 'OR: a template needs any one of the selected tags'
              }
              className="operatorSwitch__button"
              onClick={onToggleOperator}
            >
              <span className={isAnd ? undefined : 'operatorSwitch__active'} aria-hidden="true">
                OR
              </span>
              <span className={isAnd ? 'operatorSwitch__active' : undefined} aria-hidden="true">
                AND
              </span>
            </button>
          </span>
          <button
            type="button"
            className="button button--sm button--secondary templateFilters__clear"
            onClick={onClear}
            disabled={!isFiltered(filters)}
          >
            Clear filters
          </button>
        </div>
      </div>
      <fieldset className="templateFilters__tags">
        <legend className="srOnly">Task types</legend>
        <ul className="templateFilters__chips">
          {TAG_KEYS.map((key) => {
            const selected = filters.tags.includes(key);
            return (
              <li key={key}>
                <button
                  type="button"
                  className="tagChip"
                  aria-pressed={selected}
                  title={TAGS[key].description}
                  onClick={() => onToggleTag(key)}
                >
                  <span
                    className="tagDot"
                    style={{ backgroundColor: TAGS[key].color }}
                    aria-hidden="true"
                  />
                  {TAGS[key].label}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="templateFilters__search">
        <label htmlFor="template-name-search">Search by name</label>
        <input
          id="template-name-search"
          type="search"
          placeholder="Search for template..."
          autoComplete="off"
          value={filters.name}
          onChange={(event) => onNameChange(event.target.value)}
        />
      </div>
    </section>
  );
}

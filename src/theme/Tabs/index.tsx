// <Tabs>/<TabItem>: accessible tabs. Labels come from each TabItem or from a
// `values` list; with `groupId` every Tabs of the group follows the choice,
// remembered under `docusaurus.tab.<groupId>`; with `queryString` the choice
// is also kept in the URL (`?<groupId>=value`), which wins over storage. The
// state is `useTabs` (src/client/tabs), the hook a site's ejected Tabs calls.
import { cloneElement, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs } from '@docgen/client/tabs';
import { tabItems, type TabValue } from '@docgen/client/tabValues';

export type { TabValue };

interface Props {
  children: ReactNode;
  values?: TabValue[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: boolean | string;
  lazy?: boolean;
  className?: string;
  block?: boolean;
}

export default function Tabs(props: Props) {
  const { lazy, className, block } = props;
  // Children that are not tabs are left out (the reference's sanitizeTabsChildren would throw).
  const items = tabItems(props.children);
  const { selectedValue: selected, selectValue: select, tabValues: values } = useTabs(props);
  const tabRefs = useRef<Array<HTMLLIElement | null>>([]);
  return (
    <div className="theme-tabs-container tabs-container">
      <ul
        role="tablist"
        aria-orientation="horizontal"
        className={clsx('tabs', block && 'tabs--block', className)}
      >
        {values.map(({ value, label, attributes }, i) => (
          <li
            key={value}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            role="tab"
            tabIndex={selected === value ? 0 : -1}
            aria-selected={selected === value}
            {...attributes}
            className={clsx(
              'tabs__item',
              selected === value && 'tabs__item--active',
              attributes?.className as string | undefined,
            )}
            onClick={() => select(value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') select(value);
              const move = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              if (move) tabRefs.current[(i + move + values.length) % values.length]?.focus();
            }}
          >
            {label}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        {/* Each panel is the TabItem itself (a site's own TabItem too), told whether it is hidden. */}
        {items
          .filter((item) => !lazy || item.props.value === selected)
          .map((item) =>
            cloneElement(item, { key: item.props.value, hidden: item.props.value !== selected }),
          )}
      </div>
    </div>
  );
}

// <Tabs>/<TabItem>: accessible tabs. Labels come from each TabItem or from a
// `values` list; with `groupId` every Tabs of the group follows the choice,
// remembered under `docusaurus.tab.<groupId>`; with `queryString` the choice
// is also kept in the URL (`?<groupId>=value`), which wins over storage.
import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import clsx from 'clsx';
import { storage } from '@docgen/client/hooks';
import type { TabItemProps } from '@theme/TabItem';

export interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

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

/** The tabs to show, checked the way the reference checks them (clear errors for authoring mistakes). */
export function tabValues(
  values: TabValue[] | undefined,
  items: Array<{ value: string; label?: ReactNode; attributes?: Record<string, unknown> }>,
): TabValue[] {
  const list =
    values ?? items.map(({ value, label, attributes }) => ({ value, label, attributes }));
  const seen = new Set<string>();
  for (const v of list) {
    if (seen.has(v.value))
      throw new Error(
        `Docusaurus error: Duplicate values "${v.value}" found in <Tabs>. Every value needs to be unique.`,
      );
    seen.add(v.value);
  }
  // A TabItem whose value `values` leaves out gets no tab (its panel stays hidden), as in the
  // reference, which checks only for duplicates (ionic-docs' gestures page has one).
  return list.map((v) => ({ ...v, label: v.label ?? v.value }));
}

function queryKey(queryString: Props['queryString'], groupId: string | undefined) {
  if (typeof queryString === 'string') return queryString;
  if (queryString === true) {
    if (!groupId)
      throw new Error(
        'Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name.',
      );
    return groupId;
  }
  return undefined;
}

export default function Tabs({
  children,
  values: valuesProp,
  defaultValue,
  groupId,
  queryString,
  lazy,
  className,
  block,
}: Props) {
  const items = Children.toArray(children).filter(isValidElement) as Array<
    ReactElement<TabItemProps>
  >;
  const values = tabValues(
    valuesProp,
    items.map((i) => ({
      value: i.props.value,
      label: i.props.label,
      attributes: i.props.attributes,
    })),
  );
  const isValid = (v: string | null | undefined): v is string =>
    !!v && values.some((x) => x.value === v);
  const initial =
    (isValid(defaultValue) ? defaultValue : undefined) ??
    items.find((i) => i.props.default)?.props.value ??
    values.find((v) => v.default)?.value ??
    values[0]?.value;
  const [selected, setSelected] = useState(initial);
  const tabRefs = useRef<Array<HTMLLIElement | null>>([]);
  const key = groupId ? `docusaurus.tab.${groupId}` : undefined;
  const param = queryKey(queryString, groupId);
  const location = useLocation();
  const navigate = useNavigate();
  const fromQuery = param ? new URLSearchParams(location.search).get(param) : null;

  // After hydration: the URL's choice, else the group's stored one; then follow the group.
  useEffect(() => {
    if (isValid(fromQuery)) {
      setSelected(fromQuery);
      return;
    }
    if (!key) return;
    const apply = () => {
      const stored = storage.get(key);
      if (isValid(stored)) setSelected(stored);
    };
    apply();
    const onStorage = (e: StorageEvent) => e.key === key && apply();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
    // values are derived from children; the key and the query identify the choice
  }, [key, fromQuery]);

  const select = (value: string) => {
    setSelected(value);
    if (key) storage.set(key, value);
    if (param) {
      const search = new URLSearchParams(location.search);
      search.set(param, value);
      navigate(
        { pathname: location.pathname, search: `?${search}`, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  };
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
        {items
          .filter((item) => !lazy || item.props.value === selected)
          .map((item) => (
            <div
              key={item.props.value}
              role="tabpanel"
              hidden={item.props.value !== selected}
              className={item.props.className}
            >
              {item.props.children}
            </div>
          ))}
      </div>
    </div>
  );
}

// The state of a <Tabs>: the tab selected, and selecting one. Our own Tabs and
// the reference's `useTabs` (for a site's ejected Tabs) are this one hook, so
// both remember a group's choice under `docusaurus.tab.<groupId>`, follow it
// across the page and other tabs, and mirror it in the URL with `queryString`.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { storage } from './storage';
import {
  initialTabValue,
  tabItems,
  tabItemValue,
  tabsQueryKey,
  tabValues as listTabValues,
  type TabValue,
} from './tabValues';

export interface TabsProps {
  children?: ReactNode;
  values?: TabValue[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: boolean | string;
  lazy?: boolean;
  block?: boolean;
  className?: string;
}

export function useTabs(props: TabsProps): {
  selectedValue: string | undefined;
  selectValue: (value: string) => void;
  tabValues: TabValue[];
  lazy: boolean | undefined;
  block: boolean | undefined;
} {
  const { children, values: valuesProp, defaultValue, groupId, queryString, lazy, block } = props;
  const items = tabItems(children).map(tabItemValue);
  const values = listTabValues(valuesProp, items);
  const isValid = (v: string | null | undefined): v is string =>
    !!v && values.some((x) => x.value === v);
  const [selected, setSelected] = useState(() => initialTabValue(defaultValue, values, items));
  const key = groupId ? `docusaurus.tab.${groupId}` : undefined;
  const param = tabsQueryKey(queryString, groupId);
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
    const onStorage = (e: StorageEvent) => e.key === storage.key(key) && apply();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
    // values are derived from children; the key and the query identify the choice
  }, [key, fromQuery]);

  const selectValue = (value: string) => {
    if (!isValid(value)) throw new Error(`Can't select invalid tab value=${value}`);
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
  return { selectedValue: selected, selectValue, tabValues: values, lazy, block };
}

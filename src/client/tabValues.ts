// The pure part of tabs, shared by our <Tabs> and the reference's `useTabs` /
// `sanitizeTabsChildren` (@docusaurus/theme-common/internal): which children
// are tabs, the tabs' values, and which one is selected first.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  className?: string;
  /** Extra attributes of the tab's label (`<li>`). */
  attributes?: Record<string, unknown>;
  /** Set by Tabs on the panels of the tabs not selected. */
  hidden?: boolean;
  children?: ReactNode;
}

export interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

const isTabItem = (child: unknown): child is ReactElement<TabItemProps> =>
  isValidElement(child) &&
  typeof child.props === 'object' &&
  child.props !== null &&
  'value' in child.props;

/** The elements among `children` that are tabs (they have a `value`); anything else is left out. */
export function tabItems(children: ReactNode): Array<ReactElement<TabItemProps>> {
  return Children.toArray(children).filter(isTabItem);
}

/**
 * The reference's check of a Tabs' children: the newlines MDX leaves between them go, empty ones
 * too, and any child that is not a tab (an element with a `value`) is an authoring error.
 */
export function sanitizeTabsChildren(children: ReactNode): Array<ReactElement<TabItemProps>> {
  return Children.toArray(children)
    .filter((child) => child !== '\n')
    .map((child) => {
      if (isTabItem(child)) return child;
      const type = isValidElement(child) ? child.type : undefined;
      const name =
        typeof type === 'string' ? type : ((type as { name?: string } | undefined)?.name ?? child);
      throw new Error(
        `Docusaurus error: Bad <Tabs> child <${String(name)}>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.`,
      );
    });
}

/** The tabs to show, checked the way the reference checks them (clear errors for authoring mistakes). */
export function tabValues(values: TabValue[] | undefined, items: TabValue[]): TabValue[] {
  const list = values ?? items;
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

/** What a tab element says of its tab. */
export const tabItemValue = ({
  props: { value, label, attributes, default: isDefault },
}: ReactElement<TabItemProps>): TabValue => ({ value, label, attributes, default: isDefault });

/**
 * The tab selected before any stored or URL choice: `defaultValue` when it is a tab's, else the
 * TabItem marked `default`, else the `values` entry marked so, else the first.
 */
export function initialTabValue(
  defaultValue: string | null | undefined,
  values: TabValue[],
  items: TabValue[],
): string | undefined {
  if (defaultValue && values.some((v) => v.value === defaultValue)) return defaultValue;
  return (
    items.find((i) => i.default)?.value ?? values.find((v) => v.default)?.value ?? values[0]?.value
  );
}

/** The URL search parameter that mirrors the choice: `queryString` itself, or the group's id. */
export function tabsQueryKey(
  queryString: boolean | string | undefined,
  groupId: string | undefined,
): string | undefined {
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

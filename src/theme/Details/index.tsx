// <details> with the reference's look and API: the summary comes from the
// `summary` prop or the first <summary> child (else "Details"), the rest sits
// in a content block, and `data-collapsed` follows the open state for styling.
import {
  Children,
  isValidElement,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';

export interface Props extends Omit<ComponentProps<'details'>, 'summary'> {
  /** A <summary> element, or what to show in one. */
  summary?: ReactNode;
}

const isSummary = (node: ReactNode): node is ReactElement =>
  isValidElement(node) && node.type === 'summary';

export default function Details({ summary, children, className, open, ...props }: Props) {
  const items = Children.toArray(children);
  const fromChildren = summary === undefined ? items.find(isSummary) : undefined;
  const content = fromChildren ? items.filter((item) => item !== fromChildren) : items;
  const given = summary ?? fromChildren;
  const summaryElement = isSummary(given) ? given : <summary>{given ?? 'Details'}</summary>;
  const [collapsed, setCollapsed] = useState(!open);
  return (
    <details
      {...props}
      className={clsx('alert alert--info details', className)}
      data-collapsed={collapsed}
      open={!collapsed}
      onToggle={(event) => setCollapsed(!event.currentTarget.open)}
    >
      {summaryElement}
      <div className="collapsibleContent">{content}</div>
    </details>
  );
}

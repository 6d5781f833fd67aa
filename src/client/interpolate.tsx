// `{name}` placeholders in a message replaced by values: a string when every
// value is text, else React nodes (the reference's <Interpolate>). Pure.
import { Fragment, isValidElement, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /\{(\w+)\}/g;

export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  let allText = true;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1];
    if (!(name in values)) continue; // unknown placeholders stay as written
    parts.push(text.slice(last, match.index));
    const value = values[name];
    if (isValidElement(value) || (typeof value === 'object' && value !== null)) allText = false;
    parts.push(value);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  if (allText) return parts.map((p) => (p === null || p === undefined ? '' : String(p))).join('');
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

export function Interpolate({
  children,
  values,
}: {
  children: string;
  values?: InterpolateValues;
}): ReactNode {
  if (typeof children !== 'string')
    throw new Error(
      `The Docusaurus <Interpolate> component only accept simple string values. Received: ${isValidElement(children) ? 'React element' : typeof children}`,
    );
  return <>{interpolate(children, values)}</>;
}

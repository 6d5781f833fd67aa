// <Translate> and translate(): this site has one locale and no translation
// files, so a message is its own translation; placeholders are interpolated.
import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './interpolate';

export interface TranslateParam {
  message: string;
  id?: string;
  description?: string;
}

export function translate(param: TranslateParam, values?: Record<string, string | number>): string {
  return String(interpolate(param.message, values));
}

export function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}): ReactNode {
  if (children !== undefined && typeof children !== 'string')
    throw new Error(
      `The Docusaurus <Translate> component only accepts a string as children${id ? ` (id "${id}")` : ''}`,
    );
  return <>{interpolate(children ?? id ?? '', values)}</>;
}

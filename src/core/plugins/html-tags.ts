// `injectHtmlTags`: what each plugin returns, checked and written as HTML for the three places
// Docusaurus puts it (end of <head>, start and end of <body>). Pure.
import { tag, type InjectedHtml } from '../render/html';

const POSITIONS = ['headTags', 'preBodyTags', 'postBodyTags'] as const;
const TAG_NAME = /^[a-z][a-z0-9-]*$/i;

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One tag as HTML: a string as it is, an object `{tagName, attributes, innerHTML}` written out. */
function tagHtml(value: unknown, at: string): string {
  if (typeof value === 'string') return value;
  if (!isObj(value) || typeof value.tagName !== 'string' || !TAG_NAME.test(value.tagName))
    throw new Error(`${at}: expected an HTML string or {tagName, attributes, innerHTML}`);
  const { tagName, attributes = {}, innerHTML, ...rest } = value;
  const unknown = Object.keys(rest);
  if (unknown.length) throw new Error(`${at}: unknown key(s) ${unknown.join(', ')}`);
  if (
    !isObj(attributes) ||
    Object.values(attributes).some((v) => !['string', 'boolean', 'undefined'].includes(typeof v))
  )
    throw new Error(`${at}.attributes: expected an object of string or boolean values`);
  if (innerHTML !== undefined && typeof innerHTML !== 'string')
    throw new Error(`${at}.innerHTML: expected a string`);
  return tag(tagName, attributes as Record<string, string | boolean | undefined>, innerHTML);
}

/** One plugin's `injectHtmlTags` result as HTML; a bad tag throws, naming where it is. */
export function pluginTagsHtml(result: unknown): InjectedHtml {
  const html: InjectedHtml = { head: '', preBody: '', postBody: '' };
  if (result === undefined || result === null) return html;
  if (!isObj(result)) throw new Error('expected {headTags, preBodyTags, postBodyTags}');
  const keys: Record<(typeof POSITIONS)[number], keyof InjectedHtml> = {
    headTags: 'head',
    preBodyTags: 'preBody',
    postBodyTags: 'postBody',
  };
  for (const position of POSITIONS) {
    const value = result[position];
    if (value === undefined) continue;
    const tags = Array.isArray(value) ? value : [value];
    html[keys[position]] = tags
      .map((t, i) => tagHtml(t, Array.isArray(value) ? `${position}[${i}]` : position))
      .join('');
  }
  return html;
}

/** Several plugins' tags, in the order the plugins are listed. */
export function joinInjected(list: readonly InjectedHtml[]): InjectedHtml {
  return {
    head: list.map((t) => t.head).join(''),
    preBody: list.map((t) => t.preBody).join(''),
    postBody: list.map((t) => t.postBody).join(''),
  };
}

/**
 * Filtering: `facetFilters`, `numericFilters`, `tagFilters` (arrays: AND of elements, a nested
 * array is an OR group, `-` negates) and the `filters` expression language
 * (`attr:value`, `attr:"quoted value"`, `attr > 3`, `attr:1 TO 5`, `NOT`, `AND`, `OR`, parentheses).
 */

import { SearchError } from './params';
import { segmentsOf } from './paths';
import type { FacetFilters } from './types';

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; op: NumericOp; value: number }
  | { kind: 'range'; attribute: string; lower: number; upper: number };

type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** Values found at a dotted path, arrays flattened (`authors.name` over an array of authors). */
export function valuesAtPath(record: unknown, path: string): unknown[] {
  const segments = segmentsOf(path);
  // Fast path: a plain nested object value.
  let value: unknown = record;
  let plain = true;
  for (const segment of segments) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      value = Object.hasOwn(value, segment)
        ? (value as Record<string, unknown>)[segment]
        : undefined;
    } else {
      plain = false;
      break;
    }
  }
  if (plain && !Array.isArray(value)) return value === undefined ? [] : [value];

  let current: unknown[] = [record];
  for (const segment of segments) {
    const next: unknown[] = [];
    for (const value of current) {
      if (Array.isArray(value)) {
        for (const item of value) {
          if (item && typeof item === 'object' && Object.hasOwn(item, segment)) {
            next.push((item as Record<string, unknown>)[segment]);
          }
        }
      } else if (value && typeof value === 'object' && Object.hasOwn(value, segment)) {
        next.push((value as Record<string, unknown>)[segment]);
      }
    }
    current = next;
  }
  const out: unknown[] = [];
  for (const value of current) {
    if (Array.isArray(value)) out.push(...value);
    else if (value !== undefined) out.push(value);
  }
  return out;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed.replace(/^\\-/, '-');
}

function parseFacetFilterString(filter: string, name: string): FilterNode {
  let text = filter.trim();
  let negated = false;
  if (text.startsWith('-')) {
    negated = true;
    text = text.slice(1);
  }
  const colon = text.indexOf(':');
  if (colon <= 0) {
    throw new SearchError(400, `${name}: invalid filter "${filter}", expected attribute:value`);
  }
  const node: FilterNode = {
    kind: 'facet',
    attribute: unquote(text.slice(0, colon)),
    value: unquote(text.slice(colon + 1)),
  };
  return negated ? { kind: 'not', child: node } : node;
}

const NUMERIC_RE = /^\s*(.+?)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\s*$/i;
const NUMERIC_RANGE_RE =
  /^\s*(.+?)\s*:\s*(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\s+TO\s+(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\s*$/;

function parseNumericFilterString(filter: string, name: string): FilterNode {
  const range = NUMERIC_RANGE_RE.exec(filter);
  if (range) {
    return {
      kind: 'range',
      attribute: unquote(range[1]),
      lower: Number(range[2]),
      upper: Number(range[3]),
    };
  }
  const match = NUMERIC_RE.exec(filter);
  if (!match) {
    throw new SearchError(400, `${name}: invalid numeric filter "${filter}"`);
  }
  return {
    kind: 'numeric',
    attribute: unquote(match[1]),
    op: match[2] as NumericOp,
    value: Number(match[3]),
  };
}

function parseTagFilterString(filter: string): FilterNode {
  const text = filter.trim();
  if (text.startsWith('-')) {
    return {
      kind: 'not',
      child: { kind: 'facet', attribute: '_tags', value: unquote(text.slice(1)) },
    };
  }
  return { kind: 'facet', attribute: '_tags', value: unquote(text) };
}

/** Parses an array-style filter parameter (facetFilters, numericFilters, tagFilters). */
export function parseFilterArray(
  input: FacetFilters,
  name: 'facetFilters' | 'numericFilters' | 'tagFilters' | 'optionalFilters',
): FilterNode {
  const parseOne = (filter: string): FilterNode => {
    if (name === 'numericFilters') return parseNumericFilterString(filter, name);
    if (name === 'tagFilters') return parseTagFilterString(filter);
    return parseFacetFilterString(filter, name);
  };
  if (typeof input === 'string') {
    // The legacy string form: comma separated (AND), parenthesised groups are ORs: `(a:1,a:2),b:3`.
    const children: FilterNode[] = [];
    for (const match of input.matchAll(/\(([^)]*)\)|([^,()]+)/g)) {
      if (match[1] !== undefined) {
        const parts = match[1].split(',').filter((part) => part.trim() !== '');
        children.push({ kind: 'or', children: parts.map(parseOne) });
      } else if (match[2].trim() !== '') {
        children.push(parseOne(match[2]));
      }
    }
    return { kind: 'and', children };
  }
  return {
    kind: 'and',
    children: input.map((element) =>
      typeof element === 'string'
        ? parseOne(element)
        : { kind: 'or', children: element.map(parseOne) },
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// `filters` expression language

type Tok =
  | { t: 'lparen' | 'rparen' | 'and' | 'or' | 'not' | 'to' | 'colon'; pos: number }
  | { t: 'op'; op: NumericOp; pos: number }
  | { t: 'word'; value: string; quoted: boolean; pos: number };

function lex(input: string): Tok[] {
  const tokens: Tok[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '(') {
      tokens.push({ t: 'lparen', pos: i });
      i += 1;
    } else if (ch === ')') {
      tokens.push({ t: 'rparen', pos: i });
      i += 1;
    } else if (ch === ':') {
      tokens.push({ t: 'colon', pos: i });
      i += 1;
    } else if (ch === '<' || ch === '>' || ch === '=' || ch === '!') {
      const two = input.slice(i, i + 2);
      if (two === '<=' || two === '>=' || two === '!=') {
        tokens.push({ t: 'op', op: two, pos: i });
        i += 2;
      } else if (ch === '!') {
        throw new SearchError(400, `filters: unexpected character '!' at col ${i + 1}`);
      } else {
        tokens.push({ t: 'op', op: ch as NumericOp, pos: i });
        i += 1;
      }
    } else if (ch === '"' || ch === "'") {
      const start = i;
      let value = '';
      i += 1;
      while (i < input.length && input[i] !== ch) {
        if (input[i] === '\\' && i + 1 < input.length) i += 1;
        value += input[i];
        i += 1;
      }
      if (i >= input.length) {
        throw new SearchError(400, `filters: unterminated string at col ${start + 1}`);
      }
      i += 1;
      tokens.push({ t: 'word', value, quoted: true, pos: start });
    } else {
      const start = i;
      while (i < input.length && !/[\s():<>=!"']/.test(input[i])) i += 1;
      const value = input.slice(start, i);
      if (value === 'AND') tokens.push({ t: 'and', pos: start });
      else if (value === 'OR') tokens.push({ t: 'or', pos: start });
      else if (value === 'NOT') tokens.push({ t: 'not', pos: start });
      else if (value === 'TO') tokens.push({ t: 'to', pos: start });
      else tokens.push({ t: 'word', value, quoted: false, pos: start });
    }
  }
  return tokens;
}

/** Parses the `filters` parameter. An empty string means no filter. */
export function parseFiltersExpression(input: string): FilterNode | null {
  const tokens = lex(input);
  if (tokens.length === 0) return null;
  let index = 0;
  const peek = () => tokens[index];
  const fail = (message: string, tok?: Tok): never => {
    throw new SearchError(
      400,
      `filters: ${message}${tok ? ` at col ${tok.pos + 1}` : ' at end of input'}`,
    );
  };

  const parseNumber = (tok: Tok | undefined): number => {
    if (!tok || tok.t !== 'word') return fail('expected a number', tok);
    const n = Number(tok.value);
    if (tok.value.trim() === '' || !Number.isFinite(n)) return fail('expected a number', tok);
    return n;
  };

  const parseCondition = (): FilterNode => {
    const attrTok = tokens[index++];
    if (!attrTok || attrTok.t !== 'word') return fail('expected an attribute', attrTok);
    const next = tokens[index++];
    if (next && next.t === 'colon') {
      const valueTok = tokens[index++];
      if (!valueTok || valueTok.t !== 'word') return fail('expected a value', valueTok);
      if (peek()?.t === 'to') {
        index += 1;
        const upper = parseNumber(tokens[index++]);
        return {
          kind: 'range',
          attribute: attrTok.value,
          lower: parseNumber(valueTok),
          upper,
        };
      }
      return { kind: 'facet', attribute: attrTok.value, value: valueTok.value };
    }
    if (next && next.t === 'op') {
      const value = parseNumber(tokens[index++]);
      return { kind: 'numeric', attribute: attrTok.value, op: next.op, value };
    }
    return fail("expected ':' or a comparison operator", next);
  };

  const parseUnary = (): FilterNode => {
    const tok = peek();
    if (!tok) return fail('unexpected end of filter');
    if (tok.t === 'not') {
      index += 1;
      return { kind: 'not', child: parseUnary() };
    }
    if (tok.t === 'lparen') {
      index += 1;
      const inner = parseOr();
      const close = tokens[index++];
      if (!close || close.t !== 'rparen') return fail("expected ')'", close);
      return inner;
    }
    return parseCondition();
  };

  const parseAnd = (): FilterNode => {
    const children = [parseUnary()];
    while (peek()?.t === 'and') {
      index += 1;
      children.push(parseUnary());
    }
    return children.length === 1 ? children[0] : { kind: 'and', children };
  };

  function parseOr(): FilterNode {
    const children = [parseAnd()];
    while (peek()?.t === 'or') {
      index += 1;
      children.push(parseAnd());
    }
    return children.length === 1 ? children[0] : { kind: 'or', children };
  }

  const tree = parseOr();
  if (index < tokens.length) fail('unexpected token', tokens[index]);
  return tree;
}

// ---------------------------------------------------------------------------------------------
// evaluation

export interface FilterContext {
  /** Whether an attribute may be used as a facet filter (declared in attributesForFaceting). */
  isFacet(attribute: string): boolean;
}

function facetMatches(values: unknown[], wanted: string): boolean {
  const target = wanted.toLowerCase();
  return values.some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') &&
      String(value).toLowerCase() === target,
  );
}

function compare(a: number, op: NumericOp, b: number): boolean {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '>=':
      return a >= b;
    case '>':
      return a > b;
  }
}

function numbersAt(record: unknown, attribute: string): number[] {
  return valuesAtPath(record, attribute).filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  );
}

export function evaluateFilter(node: FilterNode, record: unknown, ctx: FilterContext): boolean {
  switch (node.kind) {
    case 'and':
      return node.children.every((child) => evaluateFilter(child, record, ctx));
    case 'or':
      return node.children.some((child) => evaluateFilter(child, record, ctx));
    case 'not':
      return !evaluateFilter(node.child, record, ctx);
    case 'facet':
      // Like Algolia: an attribute must be declared for faceting before it can filter.
      if (!ctx.isFacet(node.attribute)) return false;
      return facetMatches(valuesAtPath(record, node.attribute), node.value);
    case 'numeric': {
      const numbers = numbersAt(record, node.attribute);
      if (node.op === '!=') return numbers.every((n) => n !== node.value);
      return numbers.some((n) => compare(n, node.op, node.value));
    }
    case 'range':
      return numbersAt(record, node.attribute).some((n) => n >= node.lower && n <= node.upper);
  }
}

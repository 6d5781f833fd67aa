// Editing webpack's emitted client scripts in place of a new webpack run: one
// module's factory replaced in a chunk (found in the chunk's syntax tree, not by
// pattern), a chunk's content hash replaced in the runtime's map of chunk file
// names, and file names carrying the new hash. Pure text in, text out.
import { createHash } from 'node:crypto';
import { parse } from 'acorn';

type ModuleId = string | number;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item);
    } else if (isNode(value)) yield* walk(value);
  }
}

/** The module table of a chunk script: the object in `(self.webpackChunk… ||[]).push([[ids], {…}])`. */
function moduleTable(program: Node): Node | undefined {
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    const property = callee.type === 'MemberExpression' ? (callee.property as Node) : undefined;
    if (property?.type !== 'Identifier' || property.name !== 'push') continue;
    const [pushed] = node.arguments as Node[];
    const [ids, table] = (pushed?.type === 'ArrayExpression' ? pushed.elements : []) as Node[];
    if (ids?.type === 'ArrayExpression' && table?.type === 'ObjectExpression') return table;
  }
  return undefined;
}

const keyOf = (property: Node) => {
  const key = property.key as Node;
  return String(key.type === 'Identifier' ? key.name : key.value);
};

/** `chunk` with module `id`'s factory replaced by `factory` (a function expression's source). */
export function replaceChunkModule(chunk: string, id: ModuleId, factory: string): string {
  const table = moduleTable(parse(chunk, { ecmaVersion: 'latest' }) as unknown as Node);
  if (!table) throw new Error('not a webpack chunk: no module table');
  const matches = (table.properties as Node[]).filter(
    (p) => p.type === 'Property' && keyOf(p) === String(id),
  );
  if (matches.length !== 1) throw new Error(`module ${id} is not in the chunk once`);
  const [property] = matches;
  const key = typeof id === 'number' ? String(id) : JSON.stringify(id);
  return chunk.slice(0, property.start) + `${key}:${factory}` + chunk.slice(property.end);
}

/** An import's module, whether it is an ES module, and its exports' names in the bundle (null: their own). */
export interface ResolvedImport {
  id: ModuleId;
  esm: boolean;
  exports: Record<string, string> | null;
}

/**
 * A webpack module factory running CommonJS `code` (an esbuild bundle whose imports stayed `require`
 * calls), each request given the module it resolved to in the last bundle, seen as esbuild's interop
 * expects: its exports under their own names, an ES module marked `__esModule` (webpack leaves the
 * mark out where nothing it bundled needed it).
 */
export function factoryFor(code: string, imports: Record<string, ResolvedImport>): string {
  return (
    `function(module,exports,__webpack_require__){` +
    `var __imports=${JSON.stringify(imports)};` +
    `function require(r){` +
    `if(!Object.prototype.hasOwnProperty.call(__imports,r))throw new Error("Cannot find module "+r);` +
    `var i=__imports[r],m=__webpack_require__(i.id);` +
    `if(!i.exports&&(!i.esm||m.__esModule))return m;` +
    `var v=Object.defineProperty({},"__esModule",{value:i.esm}),n=i.exports||{};` +
    `if(!i.exports)Object.keys(m).forEach(function(k){n[k]=k});` +
    `Object.keys(n).forEach(function(k){Object.defineProperty(v,k,{enumerable:true,get:function(){return m[n[k]]}})});` +
    `return v}` +
    `${code}\n}`
  );
}

/**
 * The names each request's module is asked for by an ES module's imports and re-exports ('default'
 * for a default import, '*' for a namespace or export-all).
 */
export function importedNames(code: string): Record<string, string[]> {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const names: Record<string, string[]> = {};
  const add = (request: string, name: string) => (names[request] ??= []).push(name);
  const nameOf = (node: Node) => String(node.type === 'Identifier' ? node.name : node.value);
  for (const node of program.body as Node[]) {
    const source = (node.source as Node | null | undefined)?.value;
    if (typeof source !== 'string') continue;
    if (node.type === 'ExportAllDeclaration') add(source, '*');
    for (const specifier of (node.specifiers ?? []) as Node[]) {
      if (specifier.type === 'ImportDefaultSpecifier') add(source, 'default');
      else if (specifier.type === 'ImportNamespaceSpecifier') add(source, '*');
      else if (specifier.type === 'ImportSpecifier')
        add(source, nameOf(specifier.imported as Node));
      else if (specifier.type === 'ExportSpecifier') add(source, nameOf(specifier.local as Node));
    }
    if (!(node.specifiers as Node[] | undefined)?.length && node.type === 'ImportDeclaration')
      names[source] ??= [];
  }
  return names;
}

/** Whether every name asked of each import is one its module still has. */
export function importsAvailable(
  asked: Record<string, string[]>,
  imports: Record<string, ResolvedImport>,
): boolean {
  return Object.entries(asked).every(([request, names]) => {
    const resolved = imports[request];
    if (!resolved) return false;
    const exported = resolved.exports;
    return !exported || names.every((name) => name !== '*' && name in exported);
  });
}

/** The 8-hex-digit content hash in a file name like `assets/js/doc-1a2b.0123abcd.js`. */
export function hashInName(file: string): string | undefined {
  return /\.([0-9a-f]{8})\.js$/.exec(file)?.[1];
}

export const contentHash = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 8);

/** `file` named for `text`'s content hash. */
export function renamedFor(file: string, text: string): string {
  if (!hashInName(file)) throw new Error(`${file} has no content hash in its name`);
  return file.replace(/\.[0-9a-f]{8}\.js$/, `.${contentHash(text)}.js`);
}

/** The runtime with one chunk's hash changed in its map of chunk file names. */
export function replaceChunkHash(runtime: string, from: string, to: string): string {
  const quoted = JSON.stringify(from);
  const at = runtime.indexOf(quoted);
  if (at === -1 || runtime.indexOf(quoted, at + 1) !== -1)
    throw new Error(`the runtime does not name hash ${from} once`);
  return runtime.slice(0, at) + JSON.stringify(to) + runtime.slice(at + quoted.length);
}

// Editing webpack's emitted scripts for a content-only rebuild: a module's
// factory replaced in a chunk, a chunk's hash in the runtime, imports seen under
// the names production gave their exports.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  factoryFor,
  importedNames,
  importsAvailable,
  renamedFor,
  replaceChunkHash,
  replaceChunkModule,
} from '../../src/core/bundle/patch-chunk';

const CHUNK =
  '"use strict";(self.webpackChunkx=self.webpackChunkx||[]).push([[7101],{8453(e,t,n){n.d(t,{R:()=>1})},' +
  '9687:function(e,t,n){e.exports="old"},"./a.js"(e){e.exports="a"}}]);';

/** The module table a chunk script pushes, by running it. */
function modulesOf(chunk: string): Record<string, (...args: unknown[]) => void> {
  const self: { webpackChunkx?: Array<[number[], Record<string, () => void>]> } = {};
  new Function('self', chunk)(self);
  return self.webpackChunkx![0][1];
}

describe('replaceChunkModule', () => {
  it('replaces one factory and keeps the others as they were', () => {
    const patched = replaceChunkModule(CHUNK, 9687, 'function(e){e.exports="new"}');
    const modules = modulesOf(patched);
    assert.deepEqual(Object.keys(modules).sort(), ['./a.js', '8453', '9687']);
    const module = { exports: '' };
    modules['9687'](module);
    assert.equal(module.exports, 'new');
    assert.ok(patched.includes('8453(e,t,n){n.d(t,{R:()=>1})}'));
  });

  it('finds modules named by string, as development bundles name them', () => {
    const patched = replaceChunkModule(CHUNK, './a.js', 'function(e){e.exports="b"}');
    const module = { exports: '' };
    modulesOf(patched)['./a.js'](module);
    assert.equal(module.exports, 'b');
  });

  it('refuses a module the chunk does not hold, or a script that is not a chunk', () => {
    assert.throws(
      () => replaceChunkModule(CHUNK, 1, 'function(){}'),
      /module 1 is not in the chunk/,
    );
    assert.throws(() => replaceChunkModule('var a = 1;', 1, 'function(){}'), /not a webpack chunk/);
  });
});

describe('the runtime and file names', () => {
  it('replaces a chunk hash named once, and refuses one named twice or not at all', () => {
    const runtime =
      'o.u=e=>"assets/js/"+{7101:"doc-1"}[e]+"."+{7101:"3fa83c61",12:"0badc0de"}[e]+".js"';
    assert.match(
      replaceChunkHash(runtime, '3fa83c61', '12345678'),
      /7101:"12345678",12:"0badc0de"/,
    );
    assert.throws(() => replaceChunkHash(runtime + '"3fa83c61"', '3fa83c61', '1'), /once/);
    assert.throws(() => replaceChunkHash(runtime, 'ffffffff', '1'), /once/);
  });

  it('names a file for its content', () => {
    const a = renamedFor('assets/js/doc-1.3fa83c61.js', 'one');
    assert.match(a, /^assets\/js\/doc-1\.[0-9a-f]{8}\.js$/);
    assert.notEqual(a, renamedFor('assets/js/doc-1.3fa83c61.js', 'two'));
    assert.equal(a, renamedFor('assets/js/doc-1.00000000.js', 'one'));
    assert.throws(() => renamedFor('assets/js/doc-1.js', 'one'), /no content hash/);
  });
});

describe('imports of a module compiled alone', () => {
  it('lists the names each import asks for', () => {
    const code = [
      "import Tabs from '@theme/Tabs';",
      "import { jsx as _jsx, Fragment } from 'react/jsx-runtime';",
      "import * as all from './data.js';",
      "import './side-effect.css';",
      "export { helper } from './helpers.js';",
      "export * from './more.js';",
      'export default 1;',
    ].join('\n');
    assert.deepEqual(importedNames(code), {
      '@theme/Tabs': ['default'],
      'react/jsx-runtime': ['jsx', 'Fragment'],
      './data.js': ['*'],
      './side-effect.css': [],
      './helpers.js': ['helper'],
      './more.js': ['*'],
    });
  });

  it('accepts only names the bundled module still exports', () => {
    const imports = {
      '@mdx-js/react': { id: 1, esm: true, exports: { useMDXComponents: 'R' } },
      'react/jsx-runtime': { id: 2, esm: false, exports: null },
    };
    assert.equal(importsAvailable({ '@mdx-js/react': ['useMDXComponents'] }, imports), true);
    assert.equal(importsAvailable({ 'react/jsx-runtime': ['jsx', '*'] }, imports), true);
    assert.equal(importsAvailable({ '@mdx-js/react': ['MDXProvider'] }, imports), false);
    assert.equal(importsAvailable({ '@mdx-js/react': ['*'] }, imports), false);
    assert.equal(importsAvailable({ '@theme/Tabs': ['default'] }, imports), false);
  });

  it('gives the compiled code each module under its exports’ own names', () => {
    // Production named `useMDXComponents` `R` and left out the `__esModule` mark.
    const bundled: Record<number, unknown> = {
      1: { R: () => 'components' },
      2: { jsx: (type: string) => `<${type}>` },
      3: Object.defineProperty({ A: 'tabs' }, '__esModule', { value: true }),
    };
    const factory = new Function(
      `return ${factoryFor(
        'var p=require("@mdx-js/react"),r=require("react/jsx-runtime"),t=require("@theme/Tabs");' +
          'module.exports={c:p.useMDXComponents(),e:p.__esModule,j:r.jsx("p"),t:t.default};',
        {
          '@mdx-js/react': { id: 1, esm: true, exports: { useMDXComponents: 'R' } },
          'react/jsx-runtime': { id: 2, esm: false, exports: null },
          '@theme/Tabs': { id: 3, esm: true, exports: { default: 'A' } },
        },
      )}`,
    )() as (...args: unknown[]) => void;
    const module = { exports: {} };
    factory(module, module.exports, (id: number) => bundled[id]);
    assert.deepEqual(module.exports, { c: 'components', e: true, j: '<p>', t: 'tabs' });

    const missing = new Function(`return ${factoryFor('require("nope")', {})}`)() as (
      ...args: unknown[]
    ) => void;
    assert.throws(() => missing({ exports: {} }, {}, () => undefined), /Cannot find module nope/);
  });
});

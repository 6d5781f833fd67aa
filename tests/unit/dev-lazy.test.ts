// The dev server's on-demand compilation: a module a browser asked for stays
// compiled for the session, even after every tab using it has closed.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, it } from 'node:test';
import type { Compiler, Module } from 'webpack';
import { createLazyContent, isLazyContent } from '../../src/core/dev-lazy';

const fakeModule = (path: string) =>
  ({ identifier: () => path, nameForCondition: () => path }) as unknown as Module;

/** A request for `url` and its response, which records what was written and can be closed. */
function exchange(url: string) {
  const res = Object.assign(new EventEmitter(), {
    status: 0,
    writeHead(status: number) {
      this.status = status;
      return this;
    },
    write: () => true,
    destroy() {},
  });
  return { req: { url } as IncomingMessage, res: res as unknown as ServerResponse & typeof res };
}

describe('dev: content compiled on demand', () => {
  it('compiles only page content on demand', () => {
    assert.ok(isLazyContent(fakeModule('/site/.generated/content/doc-1a2b.js')));
    assert.ok(!isLazyContent(fakeModule('/repo/src/theme/DocPage/index.tsx')));
    assert.ok(!isLazyContent(fakeModule('/site/.generated/docs-version.json')));
  });

  it('keeps a module active after the tab that asked for it closes', async () => {
    const lazy = createLazyContent();
    let invalidated = 0;
    const compiler = { watching: { invalidate: () => invalidated++ } } as unknown as Compiler;
    const api = await lazy.backend(compiler);
    const doc = fakeModule('/site/.generated/content/doc-1a2b.js');
    const { data, active, client } = api.module(doc);
    assert.equal(active, false);
    assert.match(client, /lazy-compilation-web\.js\?%2F__lazy%2F$/);

    const { req, res } = exchange(`/__lazy/${data}`);
    assert.equal(lazy.handle(req, res), true);
    assert.equal(res.status, 200);
    assert.equal(invalidated, 1, 'a newly asked-for module starts a compile');
    res.emit('close'); // the tab closes
    assert.equal(api.module(doc).active, true, 'still compiled after the tab closed');

    const again = exchange(`/__lazy/${data}`);
    lazy.handle(again.req, again.res);
    assert.equal(invalidated, 1, 'asking again compiles nothing');
    assert.equal(lazy.activeCount, 1);
  });

  it('leaves other URLs and malformed keys alone', async () => {
    const lazy = createLazyContent();
    await lazy.backend({ watching: { invalidate() {} } } as unknown as Compiler);
    const other = exchange('/assets/js/main.js');
    assert.equal(lazy.handle(other.req, other.res), false);
    const bad = exchange('/__lazy/..%2Fetc@zz');
    lazy.handle(bad.req, bad.res);
    assert.equal(lazy.activeCount, 0);
  });
});

// Dev: an edit to a doc's text alone reaches the open page before webpack's
// compile does. The doc is compiled on its own (as a content-only build does,
// src/core/build-phases/content-only.ts), its imports taken from the modules the
// last compile gave the page, and a script that puts the new content in place of
// the page's is announced on the hot-update channel
// (src/client/devContentUpdates.ts loads it). Webpack's own update follows and
// finds the page already current. Anything it cannot do alone (a new import, a
// compile error) it leaves to webpack, which reports it.
import { readFileSync } from 'node:fs';
import type { Compilation, Compiler } from 'webpack';
import { byResource, importsOf } from './build-phases/content-chunks';
import { bundleAlone } from './bundle/bundle-alone';
import { factoryFor, importedNames, importsAvailable } from './bundle/patch-chunk';
import { compileMdx, type CompileResolver } from './mdx/compile';

/** What the announcement on the hot-update channel carries. */
export const CONTENT_UPDATE_ACTION = 'content-update';
const SCRIPT_PATH = '/__content-update/';
/** Scripts kept for a page still fetching one: the last few. */
const KEPT = 8;

export interface ContentUpdates {
  /** Compiles `source` (the Markdown of the route module `wrapper` imports) alone and announces it. */
  push(source: string, wrapper: string): Promise<boolean>;
  /** An announced update script, by its URL path. */
  script(path: string): string | undefined;
}

export function createContentUpdates({
  compiler,
  resolver,
  publish,
}: {
  compiler: Compiler;
  resolver: CompileResolver;
  publish: (message: { action: string; src: string }) => void;
}): ContentUpdates {
  let last: Compilation | undefined;
  compiler.hooks.done.tap('content-updates', (stats) => {
    if (!stats.hasErrors()) last = stats.compilation;
  });
  const scripts = new Map<string, string>();
  let count = 0;
  // The latest save of each file: an older one whose compile ends later is not announced after it.
  const latest = new Map<string, number>();
  const chunkGlobal = String(compiler.options.output.chunkLoadingGlobal);

  return {
    script: (path) => scripts.get(path),
    async push(source, wrapperFile) {
      const save = ++count;
      latest.set(source, save);
      const compilation = last;
      if (!compilation) return false;
      const modules = byResource(compilation);
      const wrapper = modules.get(wrapperFile);
      const markdown = modules.get(source);
      // Not compiled yet (no page has asked for it): nothing open to update.
      if (!wrapper || !markdown) return false;
      const wrapperId = compilation.chunkGraph.getModuleId(wrapper);
      const imports = importsOf(compilation, new Set([markdown]));
      if (wrapperId === null || !imports) return false;
      let code;
      try {
        ({ code } = await compileMdx(source, readFileSync(source, 'utf8'), {
          resolver,
          development: true,
        }));
      } catch {
        return false; // webpack's compile reports it, with the overlay
      }
      const asked = Object.fromEntries(
        Object.entries(importedNames(code)).filter(([request]) => !request.endsWith('.json')),
      );
      if (!importsAvailable(asked, imports)) return false;
      const bundle = await bundleAlone({ markdown: { source, code }, nodeEnv: 'development' });
      const factory = factoryFor(bundle, imports);
      if (latest.get(source) !== save) return false;
      const id = `content-update-${save}`;
      // A chunk of no modules whose runtime callback (webpack runs it with its require) swaps the content
      // of the route module, if this page has loaded it, as the module's hot-update handler does.
      const script =
        `(self[${JSON.stringify(chunkGlobal)}]=self[${JSON.stringify(chunkGlobal)}]||[]).push([[${JSON.stringify(id)}],{},function(__webpack_require__){` +
        `var loaded=__webpack_require__.c[${JSON.stringify(wrapperId)}];if(!loaded)return;` +
        `var m={exports:{}};(${factory})(m,m.exports,__webpack_require__);` +
        `Object.assign(loaded.exports.default,{Content:m.exports.default,toc:m.exports.toc,contentTitle:m.exports.contentTitle});` +
        `window.dispatchEvent(new CustomEvent('route-module-updated'))}]);`;
      const src = `${SCRIPT_PATH}${save}.js`;
      scripts.set(src, script);
      for (const old of [...scripts.keys()].slice(0, -KEPT)) scripts.delete(old);
      publish({ action: CONTENT_UPDATE_ACTION, src });
      return true;
    },
  };
}

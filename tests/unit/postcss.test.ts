// A site's PostCSS (src/core/postcss, src/core/bundle/postcss.ts): the plugins' configurePostCss
// hooks applied in order, its config file found and read with plugin names resolved from the site,
// the options postcss-loader gets, and a failing PostCSS plugin named with the stylesheet's line.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Plugin, Processor } from 'postcss';
import { postCssFailureMessage, postCssLoader } from '../../src/core/bundle/postcss';
import { PluginError } from '../../src/core/plugins/errors';
import type { LoadedPlugin } from '../../src/core/plugins/load';
import { findPostCssConfig, loadPostCssConfig } from '../../src/core/postcss/config-file';
import { applyConfigurePostCss, type PostCssHook } from '../../src/core/postcss/hooks';
import { resolvePluginNames } from '../../src/core/postcss/plugin-names';
import { loadPostCss } from '../../src/core/postcss/setup';

const root = mkdtempSync(join(tmpdir(), 'postcss-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** A site folder with `files` (path → text). */
function site(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A package installed in the site's node_modules. */
const pkg = (name: string) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, main: 'index.js' }),
  [`node_modules/${name}/index.js`]: `module.exports = () => ({ postcssPlugin: '${name}' });\nmodule.exports.postcss = true;\n`,
});

const loaded = (name: string, instance: Record<string, unknown>): LoadedPlugin => ({
  name,
  id: 'default',
  options: { id: 'default' },
  instance: { name, ...instance },
  index: 0,
});

describe('configurePostCss', () => {
  it('hands each hook the previous one’s return value, in the plugins’ order', () => {
    const seen: unknown[][] = [];
    const hooks: PostCssHook[] = [
      {
        plugin: 'a',
        configure: (o) => {
          seen.push([...o.plugins]);
          return { ...o, plugins: [...o.plugins, 'first'] };
        },
      },
      {
        plugin: 'b',
        configure: (o) => {
          seen.push([...o.plugins]);
          o.plugins.push('second');
          return o;
        },
      },
    ];
    const options = applyConfigurePostCss(hooks, () => assert.fail('no warning'));
    assert.deepEqual(seen, [[], ['first']]);
    assert.deepEqual(options, { ident: 'postcss', plugins: ['first', 'second'] });
  });

  it('keeps the edits of a hook that returns nothing, with a warning', () => {
    const warnings: string[] = [];
    const options = applyConfigurePostCss(
      [{ plugin: 'quiet', configure: (o) => void o.plugins.push('x') }],
      (line) => warnings.push(line),
    );
    assert.deepEqual(options.plugins, ['x']);
    assert.match(warnings[0], /^plugin "quiet": its configurePostCss returned nothing/);
  });

  it('names the plugin whose hook throws or returns what is not PostCSS options', () => {
    const run = (configure: PostCssHook['configure']) => () =>
      applyConfigurePostCss([{ plugin: 'bad', configure }], () => {});
    assert.throws(
      run(() => {
        throw new Error('boom');
      }),
      (e: Error) =>
        e instanceof PluginError && e.message === 'plugin "bad" failed in configurePostCss: boom',
    );
    assert.throws(
      run(() => ({ plugins: 'tailwindcss' })),
      /plugin "bad" failed in configurePostCss: expected the PostCSS options back \(an object with a "plugins" array\)/,
    );
  });
});

describe('PostCSS plugin names', () => {
  const resolve = (name: string) => `/site/node_modules/${name}/index.js`;

  it('resolves every list form postcss-loader reads, keeping plugins given as values', () => {
    const given: Plugin = { postcssPlugin: 'given' };
    assert.deepEqual(
      resolvePluginNames(
        ['a', ['b', { x: 1 }], { c: {} }, { d: false }, given, { postcssPlugin: 'named' }],
        resolve,
      ),
      [
        resolve('a'),
        [resolve('b'), { x: 1 }],
        { [resolve('c')]: {} },
        { [resolve('d')]: false },
        given,
        { postcssPlugin: 'named' },
      ],
    );
  });

  it('turns an object of name → options into that list, `false` still switching one off', () => {
    assert.deepEqual(
      resolvePluginNames({ tailwindcss: {}, autoprefixer: false, x: null }, resolve),
      [
        { [resolve('tailwindcss')]: {} },
        { [resolve('autoprefixer')]: false },
        [resolve('x'), undefined],
      ],
    );
  });
});

describe("the site's PostCSS config file", () => {
  it('is found in postcss-loader’s order, package.json only with a "postcss" key', () => {
    const dir = site('order', {
      'package.json': '{"name":"order"}',
      '.postcssrc.json': '{}',
      'postcss.config.cjs': 'module.exports = {};',
    });
    assert.equal(findPostCssConfig(dir), join(dir, 'postcss.config.cjs'));
    writeFileSync(join(dir, 'package.json'), '{"postcss":{"plugins":{}}}');
    assert.equal(findPostCssConfig(dir), join(dir, 'package.json'));
    assert.equal(findPostCssConfig(site('none', { 'package.json': '{}' })), undefined);
  });

  it('is read with its plugin names resolved from the site, its other options kept', async () => {
    const dir = site('config', {
      ...pkg('site-plugin'),
      'postcss.config.js':
        "module.exports = ({ mode }) => ({ map: mode === 'development', plugins: { 'site-plugin': {} } });",
    });
    const config = await loadPostCssConfig(dir, 'development', (name, from) =>
      join(from, 'node_modules', name, 'index.js'),
    );
    assert.deepEqual(config, {
      file: join(dir, 'postcss.config.js'),
      plugins: [{ [join(dir, 'node_modules/site-plugin/index.js')]: {} }],
      options: { map: true },
    });
  });

  it('names itself when it is not valid', async () => {
    const dir = site('broken', { '.postcssrc.json': '{ plugins: ' });
    await assert.rejects(
      loadPostCssConfig(dir, 'production', () => ''),
      (e: Error) => e.message.startsWith(`${join(dir, '.postcssrc.json')}: not valid JSON`),
    );
  });
});

describe('loadPostCss', () => {
  const setup = (dir: string, plugins: LoadedPlugin[] = []) =>
    loadPostCss(dir, plugins, { mode: 'production', warn: () => {} });

  it('is undefined for a site with no PostCSS config and no configurePostCss', async () => {
    assert.equal(
      await setup(site('plain', { 'package.json': '{}' }), [loaded('other', {})]),
      undefined,
    );
  });

  it("puts the config file's plugins first, then the hooks', names resolved from the site", async () => {
    const dir = site('both', {
      ...pkg('from-config'),
      ...pkg('from-hook'),
      '.postcssrc.yml': 'plugins:\n  from-config: {}\n',
    });
    const hook = loaded('tw', {
      configurePostCss(o: { plugins: unknown[] }) {
        o.plugins.push(['from-hook', { opt: 1 }]);
        return o;
      },
    });
    const result = await setup(dir, [hook]);
    assert.deepEqual(result?.postcssOptions, {
      ident: 'postcss',
      plugins: [
        { [join(dir, 'node_modules/from-config/index.js')]: {} },
        [join(dir, 'node_modules/from-hook/index.js'), { opt: 1 }],
      ],
      config: false,
    });
    assert.deepEqual(result?.sources, ['.postcssrc.yml', 'plugin "tw"']);
    assert.equal(result?.key, (await setup(dir, [hook]))?.key);
  });

  it('names the hooks when a plugin they name is not installed', async () => {
    const hook = loaded('tw', {
      configurePostCss: (o: { plugins: unknown[] }) => ({ ...o, plugins: ['tailwindcss-missing'] }),
    });
    await assert.rejects(
      setup(site('missing', { 'package.json': '{}' }), [hook]),
      /^PluginError: plugin "tw" failed in configurePostCss: "tailwindcss-missing" is not installed/,
    );
  });
});

describe('a failing PostCSS plugin', () => {
  const sources = ['plugin "tw"'];

  it('is one line with the stylesheet, its line and column, the PostCSS plugin and its source', async () => {
    const failing = {
      postcssPlugin: 'failing',
      Declaration(decl: { prop: string; error(m: string): Error }) {
        if (decl.prop === 'bad') throw new Error('cannot take "bad"');
      },
    };
    const { options } = postCssLoader({
      postcssOptions: { plugins: [] },
      sources,
      key: '',
    });
    const processor = (options.implementation as (p: unknown[]) => Processor)([failing]);
    await assert.rejects(
      processor.process('a {\n  color: red;\n  bad: 1;\n}', { from: '/site/src/css/x.css' }),
      (e: Error) =>
        e.message ===
          '/site/src/css/x.css:3:3: PostCSS plugin "failing" failed: cannot take "bad" (PostCSS plugins from plugin "tw")' &&
        e.stack === '',
    );
  });

  it("uses PostCSS's own position and plugin name for a CssSyntaxError, and the file alone without one", () => {
    assert.equal(
      postCssFailureMessage(
        {
          name: 'CssSyntaxError',
          reason: 'The `bg-nope` class does not exist',
          plugin: 'tailwindcss',
          file: '/site/src/css/custom.css',
          line: 7,
          column: 3,
        },
        { sources },
      ),
      '/site/src/css/custom.css:7:3: PostCSS plugin "tailwindcss" failed: The `bg-nope` class does not exist (PostCSS plugins from plugin "tw")',
    );
    assert.equal(
      postCssFailureMessage(
        { name: 'CssSyntaxError', reason: 'Unclosed block', file: '/a.css', line: 1, column: 1 },
        { sources },
      ),
      '/a.css:1:1: Unclosed block',
    );
    assert.equal(
      postCssFailureMessage({ message: 'no position\nmore' }, { from: '/a.css', sources }),
      'a PostCSS plugin failed: no position (PostCSS plugins from plugin "tw")',
    );
  });
});

// A site's own src/theme/prism-include-languages, run on the build-time highlighter's Prism as
// Docusaurus runs it: its languages highlight fences; its mistakes name the file.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Prism } from 'prism-react-renderer';
import { validateSiteConfig } from '../../src/core/config/schema';
import { SourceError } from '../../src/core/errors';
import { highlight, includeSiteLanguages } from '../../src/core/mdx/highlight';
import { loadPrismInclude, runPrismInclude } from '../../src/core/mdx/prism-include';

// In the system's temporary folder: no node_modules above it, so prismjs comes from ours.
const root = mkdtempSync(join(tmpdir(), 'docgen-prism-include-'));
after(() => rmSync(root, { recursive: true, force: true }));
const config = validateSiteConfig({
  title: 'T',
  url: 'https://e.com',
  prism: { additionalLanguages: ['lua'] },
});

function site(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'src/theme'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}
const load = async (dir: string) => {
  const include = await loadPrismInclude(dir, config);
  assert.ok(include);
  return include;
};
const tokenTypes = (code: string, lang: string) =>
  highlight(code, lang)
    .flat()
    .map(([types]) => types)
    .filter(Boolean);

describe("a site's prism-include-languages", () => {
  it('is not there for a site without one', async () => {
    assert.equal(await loadPrismInclude(site('none', {}), config), undefined);
  });

  it('runs as Docusaurus runs it: the config, ExecutionEnvironment, globalThis.Prism, window', async () => {
    const dir = site('languages', {
      'src/theme/prism-include-languages.js': [
        "import siteConfig from '@generated/docusaurus.config';",
        "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
        "import { keywords } from './keywords';",
        'export default function (PrismObject) {',
        '  if (!ExecutionEnvironment.canUseDOM) return;',
        '  window.Prism = PrismObject;',
        '  siteConfig.themeConfig.prism.additionalLanguages.forEach((l) => {',
        '    require(`prismjs/components/prism-${l}`);',
        '  });',
        "  require('prismjs/components/prism-haskell');",
        "  Prism.languages['my-lang'] = { keyword: new RegExp(`\\\\b(?:${keywords.join('|')})\\\\b`) };",
        '  delete window.Prism;',
        '}',
      ].join('\n'),
      'src/theme/keywords.js': "export const keywords = ['SHOUT', 'WHISPER'];",
    });
    const include = await load(dir);
    assert.deepEqual(include.sources.sort(), [
      join(dir, 'src/theme/keywords.js'),
      join(dir, 'src/theme/prism-include-languages.js'),
    ]);
    assert.deepEqual(tokenTypes('SHOUT it', 'my-lang'), []);
    await includeSiteLanguages(include);
    assert.deepEqual(tokenTypes('SHOUT it', 'my-lang'), ['keyword']);
    assert.ok(tokenTypes('main = putStrLn "hi"', 'haskell').includes('builtin'));
    assert.ok(tokenTypes('local x = 1', 'lua').includes('keyword'));
    // As they were before it ran.
    assert.equal((globalThis as { window?: unknown }).window, undefined);
    assert.equal((globalThis as { Prism?: unknown }).Prism, undefined);
  });

  it('runs again when it changed (the dev server), not before', async () => {
    const dir = site('changing', {
      'src/theme/prism-include-languages.js':
        'export default (P) => { P.languages.changing = { first: /a/ }; };',
    });
    await includeSiteLanguages(await load(dir));
    const first = await load(dir);
    await includeSiteLanguages(first);
    assert.deepEqual(tokenTypes('a', 'changing'), ['first']);
    writeFileSync(
      join(dir, 'src/theme/prism-include-languages.js'),
      'export default (P) => { P.languages.changing = { second: /a/ }; };',
    );
    const second = await load(dir);
    assert.notEqual(second.hash, first.hash);
    await includeSiteLanguages(second);
    assert.deepEqual(tokenTypes('a', 'changing'), ['second']);
  });

  it('leaves a language neither Prism nor the site defines unhighlighted', () => {
    assert.deepEqual(highlight('SHOUT 1', 'no-such-language'), [[['', 'SHOUT 1']]]);
  });

  it('names the file when it cannot be bundled, throws, or exports no function', async () => {
    const broken = site('broken', {
      'src/theme/prism-include-languages.ts': 'export default (P => {',
    });
    await assert.rejects(
      loadPrismInclude(broken, config),
      (e: unknown) =>
        e instanceof SourceError &&
        e.file === join(broken, 'src/theme/prism-include-languages.ts') &&
        /src\/theme\/prism-include-languages has a syntax error/.test(e.message),
    );
    const missing = site('missing', {
      'src/theme/prism-include-languages.js': "import x from './nowhere';\nexport default () => x;",
    });
    await assert.rejects(
      loadPrismInclude(missing, config),
      /imports "\.\/nowhere", which cannot be found/,
    );
    const throwing = site('throwing', {
      'src/theme/prism-include-languages.js':
        "export default () => { require('prismjs/components/prism-no-such-language'); };",
    });
    await assert.rejects(
      runPrismInclude(await load(throwing), Prism),
      (e: unknown) =>
        e instanceof SourceError &&
        e.message.startsWith(join(throwing, 'src/theme/prism-include-languages.js')) &&
        /threw: Cannot find module 'prismjs\/components\/prism-no-such-language'/.test(e.message),
    );
    const notFunction = site('object', {
      'src/theme/prism-include-languages.js': 'export default {};',
    });
    await assert.rejects(
      runPrismInclude(await load(notFunction), Prism),
      /must export a function of Prism as its default export, got object/,
    );
  });
});

// The docs plugin's content options: include/exclude, editUrl as a function,
// numberPrefixParser, and how site.config.ts validates the plugin options.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import siteConfig from '../../site.config';
import { validateSiteConfig } from '../../src/core/config/schema';
import { createDocMetadata, listDocFiles } from '../../src/core/content/docs';

describe('include and exclude', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-options-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  for (const file of [
    'a.md',
    'b.mdx',
    '_partial.md',
    '_shared/x.md',
    'drafts/c.md',
    'x.test.md',
    '.hidden/d.md',
  ]) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '# x');
  }
  it('skips partials, tests and dot folders by default', () => {
    assert.deepEqual(listDocFiles(dir), ['a.md', 'b.mdx', join('drafts', 'c.md')]);
  });
  it('takes the globs a site gives', () => {
    assert.deepEqual(listDocFiles(dir, { include: ['**/*.mdx', 'drafts/**'] }), [
      'b.mdx',
      join('drafts', 'c.md'),
    ]);
    assert.deepEqual(
      listDocFiles(dir, { exclude: ['drafts/**'] }),
      ['_partial.md', '_shared/x.md', 'a.md', 'b.mdx', 'x.test.md'].sort(),
    );
  });
});

describe('editUrl and numberPrefixParser', () => {
  const doc = (relativePath: string, options: Parameters<typeof createDocMetadata>[1]) =>
    createDocMetadata({ source: `/s/docs/${relativePath}`, relativePath, raw: '# T\n' }, options);
  it('calls an editUrl function with the doc path and permalink', () => {
    const d = doc('guides/01-setup.md', {
      routeBasePath: 'docs',
      docsDirFromSite: 'docs',
      editUrl: ({ docPath, permalink, versionDocsDirPath }) =>
        `https://e.dev/${versionDocsDirPath}/${docPath}?from=${permalink}`,
    });
    assert.equal(d.editUrl, 'https://e.dev/docs/guides/01-setup.md?from=/docs/guides/setup');
  });
  it('uses a custom prefix parser, or none with false', () => {
    const custom = doc('v2~setup.md', {
      routeBasePath: '/',
      docsDirFromSite: 'docs',
      numberPrefixParser: (filename) => {
        const m = /^v(\d+)~(.*)$/.exec(filename);
        return m ? { filename: m[2], numberPrefix: Number(m[1]) } : { filename };
      },
    });
    assert.equal(custom.id, 'setup');
    assert.equal(custom.sidebarPosition, 2);
    const none = doc('01-setup.md', {
      routeBasePath: '/',
      docsDirFromSite: 'docs',
      numberPrefixParser: false,
    });
    assert.equal(none.id, '01-setup');
    assert.equal(none.sidebarPosition, undefined);
  });
});

describe('docs plugin options in site.config.ts', () => {
  const withDocs = (docs: Record<string, unknown>) =>
    validateSiteConfig({ ...siteConfig, docs: { ...siteConfig.docs, ...docs } });
  it('accepts plugins as functions or [plugin, options], and admonition keywords', () => {
    const plugin = () => () => undefined;
    const config = withDocs({
      remarkPlugins: [plugin, [plugin, { sync: true }]],
      beforeDefaultRehypePlugins: [plugin],
      admonitions: { keywords: ['custom'], extendDefaults: true },
    });
    assert.equal(config.docs.remarkPlugins.length, 2);
    assert.deepEqual(config.docs.rehypePlugins, []);
  });
  it('names the key of a plugin that is not one', () => {
    assert.throws(
      () => withDocs({ remarkPlugins: ['remark-foo'] }),
      /docs\.remarkPlugins\[0\]: expected a plugin function/,
    );
    assert.throws(() => withDocs({ admonitions: { keyword: [] } }), /docs\.admonitions/);
  });
  it("accepts markdown.format 'detect' and 'md'", () => {
    assert.equal(
      validateSiteConfig({ ...siteConfig, markdown: { format: 'detect' } }).markdown.format,
      'detect',
    );
  });
});

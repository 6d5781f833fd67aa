import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { validateSiteConfig } from '../../src/core/config/schema';
import { compileMdx } from '../../src/core/mdx/compile';
import { prismCssFile } from '../../src/core/mdx/prism-css';
import { checkAdditionalLanguages } from '../../src/core/mdx/prism-languages';

/** The token types of the first code block `markdown` compiles to, with `languages` loaded. */
async function tokenTypes(markdown: string, languages: string[]): Promise<string[]> {
  const { code } = await compileMdx('/site/docs/page.md', markdown, {
    resolver: { permalinkOf: () => undefined },
    markdown: { languages },
  });
  const tokens = /tokens: ("(?:[^"\\]|\\.)*")/.exec(code)?.[1];
  assert.ok(tokens, code);
  const lines = JSON.parse(JSON.parse(tokens) as string) as Array<Array<[string, string]>>;
  return lines.flatMap((l) => l.map(([t]) => t));
}

describe('prism.additionalLanguages', () => {
  it('highlights a language the site adds, loaded by the compile that meets it', async () => {
    const config = validateSiteConfig({
      title: 'T',
      url: 'https://e.com',
      prism: { additionalLanguages: ['haskell'] },
    });
    const block = '```haskell\nmain :: IO ()\n```\n';
    assert.ok(
      (await tokenTypes(block, [])).every((t) => t === ''),
      'not highlighted unless added',
    );
    const types = await tokenTypes(block, config.prism.additionalLanguages);
    assert.ok(types.includes('operator'), types.join('|'));
  });
  it('refuses a language prismjs does not have, naming the key, when the site loads', () => {
    assert.throws(
      () => checkAdditionalLanguages(['no-such-language']),
      /prism\.additionalLanguages: "no-such-language" is not a language/,
    );
    checkAdditionalLanguages(['haskell', 'elixir']);
  });
  it('refuses a name that is not a prismjs file name', () => {
    assert.throws(
      () =>
        validateSiteConfig({
          title: 'T',
          url: 'https://e.com',
          prism: { additionalLanguages: ['../x'] },
        }),
      /prism\.additionalLanguages/,
    );
  });
});

describe('prism.css', () => {
  it('is kept while the themes are the same, and made again when they change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prism-css-'));
    try {
      const file = join(dir, 'prism.css');
      const first = await prismCssFile(file, {});
      assert.match(first, /^\/\* [0-9a-f]{40} \*\/\n:root \.theme-code-block\{/);
      // A file from the same inputs is taken as it is, whatever follows its first line.
      writeFileSync(file, `${first.split('\n')[0]}\nkept`);
      assert.equal(await prismCssFile(file, {}), `${first.split('\n')[0]}\nkept`);
      const theme = { plain: { color: '#111', backgroundColor: '#fff' }, styles: [] };
      assert.match(await prismCssFile(file, { theme }), /--prism-color:#111;/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

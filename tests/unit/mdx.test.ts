import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { compileMdx } from '../../src/core/mdx/compile';
import {
  applyMagicComments,
  highlight,
  metaLineClasses,
  parseCodeMeta,
} from '../../src/core/mdx/highlight';
import { SourceError } from '../../src/core/errors';

const resolver = {
  permalinkOf: (f: string) => (f === '/site/docs/guides/setup.md' ? '/guides/setup' : undefined),
};
const compile = (body: string, file = '/site/docs/page.md') =>
  compileMdx(file, `---\ntitle: T\n---\n\n${body}`, { resolver });
const exported = (code: string, name: string) => {
  const m = new RegExp(`export const ${name} = ([\\s\\S]*?);\\n`).exec(code);
  return m ? JSON.parse(m[1]) : undefined;
};

describe('headings and table of contents', () => {
  it('gives h2-h6 slug ids, de-duplicated, and exports the toc', async () => {
    const { code } = await compile(
      '## Hello World\n\n### Sub-part: one!\n\n## Hello World\n\n#### Deep',
    );
    assert.deepEqual(exported(code, 'toc'), [
      { value: 'Hello World', id: 'hello-world', level: 2 },
      { value: 'Sub-part: one!', id: 'sub-part-one', level: 3 },
      { value: 'Hello World', id: 'hello-world-1', level: 2 },
      { value: 'Deep', id: 'deep', level: 4 },
    ]);
    assert.match(code, /id: "hello-world-1"/);
  });
  it("keeps a page's own `export const toc` (built from a partial's), as the reference does", async () => {
    const { code } = await compile(
      "import Views, { toc as viewsToc } from './_views.mdx';\n\n" +
        "export const toc = [...viewsToc, { value: 'See also', id: 'see-also', level: 2 }];\n\n" +
        '<Views />\n\n## See also\n',
    );
    assert.equal(code.match(/export const toc\b/g)?.length, 1);
    assert.match(code, /export const toc = \[\.\.\.viewsToc/);
    assert.doesNotMatch(code, /__partialToc/);
    assert.match(code, /id: "see-also"/, 'its headings still get their ids');
  });
  it('honours explicit {#custom-id} and strips it from the text', async () => {
    const { code } = await compile('## Setup steps {#custom}\n');
    assert.deepEqual(exported(code, 'toc'), [{ value: 'Setup steps', id: 'custom', level: 2 }]);
    assert.doesNotMatch(code, /\{#custom\}/);
  });
  it('takes a leading h1 as the content title', async () => {
    const { code } = await compile('# The Title\n\nText\n\n## Next');
    assert.equal(exported(code, 'contentTitle'), 'The Title');
    assert.doesNotMatch(code, /children: "The Title"/);
    assert.equal(exported(code, 'titleInContent'), false);
  });
  it('keeps an h1 after other content where it is, in a <header>, as the content title', async () => {
    const { code } = await compile('Intro paragraph.\n\n# The Title\n\n## Next');
    assert.equal(exported(code, 'contentTitle'), 'The Title');
    assert.equal(exported(code, 'titleInContent'), true);
    assert.match(
      code,
      /_components\.header, \{\s+children: _jsx\(_components\.h1, \{\s+children: "The Title"/,
    );
  });
  it('has no content title when another heading or a thematic break comes before the h1', async () => {
    for (const body of ['## First\n\n# Late', 'Text\n\n---\n\n# Late']) {
      const { code } = await compile(body);
      assert.equal(exported(code, 'contentTitle'), null, body);
      assert.doesNotMatch(code, /_components\.header/, body);
    }
  });
});

describe('markdown features', () => {
  it('turns :::type[Title] and :::type Title into admonitions', async () => {
    const { code } = await compile(
      ':::tip[Be careful]\n\nBody\n\n:::\n\n:::danger Irreversible step\n\nGone.\n\n:::',
    );
    assert.match(code, /type: "tip",\s+title: "Be careful"/);
    assert.match(code, /type: "danger",\s+title: "Irreversible step"/);
  });
  it('keeps colons in text that look like directives', async () => {
    const { code } = await compile('Meet at 10:30 or ratio 16:9, see a:b.');
    assert.match(code, /":30"/);
    assert.match(code, /":b"/);
  });
  it('supports GFM tables, task lists and strikethrough', async () => {
    const { code } = await compile('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n~~old~~');
    assert.match(code, /_components\.table/);
    assert.match(code, /contains-task-list/);
    assert.match(code, /_components\.del/);
  });
  it('highlights code at build time and passes title, lines and numbering', async () => {
    const { code } = await compile(
      '```js title="a.js" {2} showLineNumbers\nconst a = 1;\nrun(a);\n```',
    );
    assert.match(code, /language: "js"/);
    assert.match(code, /title: "a\.js"/);
    assert.match(code, /lineClasses: "\{\\"2\\":\[\\"theme-code-block-highlighted-line\\"\]\}"/);
    assert.match(code, /showLineNumbers: "1"/);
    assert.match(code, /keyword/);
  });
});

describe('links', () => {
  it('rewrites relative .md links to routes, keeping the anchor', async () => {
    const { code, warnings } = await compile('[Setup](./guides/setup.md#options)');
    assert.match(code, /href: "\/guides\/setup#options"/);
    assert.equal(warnings.length, 0);
  });
  it('warns about a link to a missing file, with its position', async () => {
    const { warnings } = await compile('Text\n\n[Gone](./gone.md)');
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0].rule, 'broken-markdown-link');
    assert.equal(warnings[0].line, 7);
  });
});

describe('imports', () => {
  it('lists the imports and re-exports written in the file, at their request, and no added ones', async () => {
    const { imports } = await compile(
      "import Thing from './thing';\nimport {a} from \"pkg\";\nexport {b} from './b';\n\n![x](./x.png)\n",
    );
    // Lines count the front matter (4 lines before the body); columns are 1-based, past the quote.
    assert.deepEqual(imports, [
      { request: './thing', line: 5, column: 20 },
      { request: 'pkg', line: 6, column: 18 },
      { request: './b', line: 7, column: 18 },
    ]);
  });
});

describe('errors', () => {
  it('names the file, line and column of an MDX syntax error', async () => {
    await assert.rejects(
      compile('Fine line\n\nBroken {expression\n'),
      (e: SourceError) =>
        e.file === '/site/docs/page.md' &&
        e.line === 7 &&
        typeof e.column === 'number' &&
        /MDX compilation failed/.test(e.message),
    );
  });
  it('reports an unclosed JSX tag', async () => {
    await assert.rejects(
      compile('<div>\n\nno end'),
      (e: SourceError) => /closing tag/.test(e.message) && e.line !== undefined,
    );
  });
});

describe('code meta and magic comments', () => {
  it('parses meta strings', () => {
    const meta = parseCodeMeta('title="x.ts" {1,3-4} showLineNumbers=5');
    assert.equal(meta.title, 'x.ts');
    assert.deepEqual([...meta.highlightLines], [1, 3, 4]);
    assert.equal(meta.showLineNumbers, 5);
  });
  it('removes highlight comments and marks their lines', () => {
    const { code, lines } = applyMagicComments(
      'a\n// highlight-next-line\nb\n// highlight-start\nc\nd\n// highlight-end\ne',
      'js',
    );
    assert.equal(code, 'a\nb\nc\nd\ne');
    const highlighted = ['theme-code-block-highlighted-line'];
    assert.deepEqual(
      [...lines],
      [
        [2, highlighted],
        [3, highlighted],
        [4, highlighted],
      ],
    );
  });
  it("reads the site's own magic comments, as sequelize's docs define them", () => {
    const magicComments = [
      {
        className: 'theme-code-block-highlighted-line',
        line: 'highlight-next-line',
        block: { start: 'highlight-start', end: 'highlight-end' },
      },
      { className: 'code-block-error-line', line: 'error-next-line' },
      {
        className: 'code-block-success-line',
        block: { start: 'success-start', end: 'success-end' },
      },
    ];
    const { code, lines } = applyMagicComments(
      [
        '# error-next-line',
        'a = 1',
        '# success-start',
        'b = 2',
        '# highlight-next-line',
        'c = 3',
        '# success-end',
        'd = 4  # error-next-line stays: not alone on its line',
      ].join('\n'),
      'python',
      magicComments,
    );
    assert.equal(
      code,
      'a = 1\nb = 2\nc = 3\nd = 4  # error-next-line stays: not alone on its line',
    );
    assert.deepEqual(
      [...lines],
      [
        [1, ['code-block-error-line']],
        [2, ['code-block-success-line']],
        [3, ['theme-code-block-highlighted-line', 'code-block-success-line']],
      ],
    );
    // `{1}` in a fence's meta gives the first magic comment's class.
    assert.deepEqual(
      [...metaLineClasses(new Set([1]), magicComments.slice(1))],
      [[1, ['code-block-error-line']]],
    );
    // No magic comments at all: nothing removed.
    assert.deepEqual(applyMagicComments('// highlight-next-line\nx', 'js', []), {
      code: '// highlight-next-line\nx',
      lines: new Map(),
    });
  });
  it('tokenizes known languages and leaves unknown ones plain', () => {
    assert.ok(highlight('const a = 1', 'js')[0].some(([t]) => t.includes('keyword')));
    assert.deepEqual(highlight('plain words', 'nosuchlang'), [[['', 'plain words']]]);
  });
});

describe('mermaid fences', () => {
  const fence = '```mermaid\ngraph TD;\n  A-->B;\n```\n';
  it("become the theme's Mermaid with markdown.mermaid, in .md and .mdx alike", async () => {
    for (const file of ['/site/docs/page.md', '/site/docs/page.mdx']) {
      const { code } = await compileMdx(file, `# Flow\n\n${fence}`, {
        resolver,
        markdown: { mermaid: true },
      });
      assert.match(code, /import _DocgenMermaid from "@theme\/Mermaid"/, file);
      assert.match(code, /_jsx\(_DocgenMermaid, \{\s*value: "graph TD;\\n {2}A-->B;"/, file);
      assert.doesNotMatch(code, /language: "mermaid"/, file);
    }
  });
  it('stay code blocks without it, and add no import', async () => {
    const { code } = await compile(fence);
    assert.match(code, /language: "mermaid"/);
    assert.doesNotMatch(code, /@theme\/Mermaid/);
  });
});

describe('a fence that names no language', () => {
  it('takes prism.defaultLanguage, else plain text', async () => {
    const fence = '```\nSELECT 1;\n```\n';
    const { code } = await compileMdx('/site/docs/page.md', fence, {
      resolver,
      markdown: { defaultLanguage: 'sql' },
    });
    assert.match(code, /language: "sql"/);
    assert.match(code, /\[\\"keyword\\",\\"SELECT\\"\]/);
    assert.match((await compile(fence)).code, /language: "text"/);
  });
});

describe('fences for a site with its own CodeBlock', () => {
  const fence = '```py title="a.py" {2}\nif x:\n    go()\n```\n';
  it('also give it the code as written (indents kept), its class and its meta string', async () => {
    const { code } = await compileMdx('/site/docs/page.md', fence, {
      resolver,
      markdown: { codeAsChildren: true },
    });
    assert.match(
      code,
      /className: "language-py",\s*metastring: "title=\\"a.py\\" \{2\}",\s*children: "if x:\\n {4}go\(\)"/,
    );
    assert.match(code, /tokens: /, 'the theme’s own CodeBlock still gets the build-time tokens');
  });
  it('give none of that to the theme’s (the code is not in the page twice)', async () => {
    const { code } = await compile(fence);
    assert.doesNotMatch(code, /metastring|children: "if x/);
  });
});

describe('a live fence (```jsx live)', () => {
  it('gives the CodeBlock `live`, the code as written, its class and meta string, as the reference does', async () => {
    const { code } = await compile('```jsx live\n<b>Hi</b>\n```\n');
    assert.match(
      code,
      /className: "language-jsx",\s*metastring: "live",\s*live: true,\s*children: "<b>Hi<\/b>"/,
    );
    // `live` is a word of the meta string, not any part of one.
    assert.doesNotMatch((await compile('```jsx title="lively"\nx\n```\n')).code, /live: true/);
  });
});

describe('Markdown images', () => {
  it('imports them relative to the page, even a folder starting with a dot, and SVGs as URLs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mdx-images-'));
    try {
      mkdirSync(join(dir, '.gitbook/assets'), { recursive: true });
      writeFileSync(join(dir, '.gitbook/assets/shot.png'), '');
      writeFileSync(join(dir, 'diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const { code } = await compile(
        '![Shot](.gitbook/assets/shot.png)\n\n![Diagram](./diagram.svg)\n',
        join(dir, 'page.md'),
      );
      // A bare `.gitbook/…` would name a package; an SVG imported plainly would be a component.
      assert.match(code, /import __mdxAsset\d+ from "\.\/\.gitbook\/assets\/shot\.png\?asset";/);
      assert.match(code, /import __mdxAsset\d+ from "\.\/diagram\.svg\?asset";/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('find an image written with a query (`x.png?raw=true`) as its file, as the reference does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mdx-images-'));
    try {
      writeFileSync(join(dir, 'shot.png'), '');
      writeFileSync(join(dir, 'guide.pdf'), '');
      const { code, warnings } = await compile(
        '![Shot](./shot.png?raw=true) [guide](./guide.pdf?download=1)\n',
        join(dir, 'page.md'),
      );
      assert.deepEqual(warnings, []);
      assert.match(code, /import __mdxAsset\d+ from "\.\/shot\.png\?asset";/);
      assert.match(code, /import __mdxAsset\d+ from "\.\/guide\.pdf";/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

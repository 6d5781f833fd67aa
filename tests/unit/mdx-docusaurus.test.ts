// Markdown as Docusaurus 3 reads it: comments, heading id forms, admonition
// forms, mdx-code-block, fences of any length, format 'detect', partial TOCs,
// the docs plugin's Markdown options.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { compileMdx } from '../../src/core/mdx/compile';
import type { MarkdownOptions } from '../../src/core/mdx/options';
import { classifyLines, preprocessMdx } from '../../src/core/mdx/preprocess';
import { admonitionKeywords } from '../../src/core/mdx/remark-admonitions';
import { extractContentTitle, extractExcerpt } from '../../src/core/content/docs';

const resolver = { permalinkOf: () => undefined };
const compile = (body: string, file = '/site/docs/page.mdx', markdown?: MarkdownOptions) =>
  compileMdx(file, body, { resolver, markdown });
const tocOf = (code: string) => {
  const m = /export const toc = ([\s\S]*?);\n/.exec(code);
  return m ? (JSON.parse(m[1]) as { value: string; id: string; level: number }[]) : undefined;
};

describe('preprocessing is fence-aware', () => {
  it('leaves everything inside a four-backtick fence alone, even three-backtick lines', () => {
    const source = [
      '````md',
      '```js',
      '## T {#id}',
      ':::tip X',
      '<!-- c -->',
      '```',
      '## still inside {#x}',
      '````',
      '## outside {#out}',
    ].join('\n');
    const out = preprocessMdx(source).split('\n');
    assert.deepEqual(out.slice(0, 8), source.split('\n').slice(0, 8));
    assert.equal(out[8], '## outside \\{#out}');
  });
  it('knows tilde fences and does not close a backtick fence with tildes', () => {
    const out = preprocessMdx('~~~\n:::tip A\n```\n:::tip B\n~~~\n:::tip C').split('\n');
    assert.deepEqual(out, ['~~~', ':::tip A', '```', ':::tip B', '~~~', ':::tip[C]']);
  });
  it('treats inline triple backticks as text, not a fence', () => {
    assert.deepEqual(classifyLines(['Use ```js``` here', '## A {#a}']), ['text', 'text']);
  });
  it('keeps line numbers: one output line per input line', () => {
    const source = '```mdx-code-block\n<div>\n```\n<!--\nmulti\n-->\n## H {#h}';
    assert.equal(preprocessMdx(source).split('\n').length, source.split('\n').length);
  });
});

describe('HTML comments', () => {
  it('compiles single-line, inline and multi-line comments and drops them', async () => {
    const { code } = await compile(
      '<!-- top -->\n\nText <!-- inline --> more\n\n<!--\nmany\nlines */ here\n-->\n\nEnd',
    );
    // Left as JS comments, which render nothing (the minifier drops them).
    const content = code.slice(code.indexOf('function _createMdxContent'));
    assert.doesNotMatch(content, /top|inline|many/);
    assert.match(content, /"Text ", " more"/);
    assert.match(code, /End/);
  });
  it('keeps comments inside inline code and fences as written', async () => {
    const { code } = await compile(
      'Use `<!-- prettier-ignore -->` here.\n\n```html\n<!-- kept -->\n```',
    );
    assert.match(code, /<!-- prettier-ignore -->/);
    assert.match(code, /<!-- kept -->/);
  });
  it("hide a fence written inside them, up to the -->, as tRPC's docs comment out an example", async () => {
    const source =
      '<!--\n```ts\nconst x = { a: 1 };\n``` -->\n\n## Next\n\n```ts\nconst y = `${x}`;\n```\n';
    assert.deepEqual(classifyLines(source.split('\n')).slice(0, 7), [
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
    ]);
    const { code } = await compile(source);
    assert.doesNotMatch(code.slice(code.indexOf('function _createMdxContent')), /a: 1/);
    assert.deepEqual(tocOf(code), [{ value: 'Next', id: 'next', level: 2 }]);
    assert.match(code, /const y = /);
  });
});

describe('heading ids', () => {
  it('reads {#id} and the Docusaurus 3.10 {/* #id */} form', async () => {
    const { code } = await compile('## First {#one}\n\n## Second {/* #two */}\n\n## Third');
    assert.deepEqual(tocOf(code), [
      { value: 'First', id: 'one', level: 2 },
      { value: 'Second', id: 'two', level: 2 },
      { value: 'Third', id: 'third', level: 2 },
    ]);
    assert.doesNotMatch(code, /heading--/);
  });
  it('keeps comments out of heading text', async () => {
    const { code } = await compile('## Visible <!-- hidden -->');
    assert.deepEqual(tocOf(code), [{ value: 'Visible', id: 'visible', level: 2 }]);
  });
  it('reads both forms in a CommonMark (.md, format detect) file', async () => {
    const { code } = await compile('## A {#a}\n\n## B {/* #b */}', '/site/docs/x.md', {
      format: 'detect',
    });
    assert.deepEqual(
      tocOf(code)?.map((t) => t.id),
      ['a', 'b'],
    );
  });
});

describe('admonitions', () => {
  it('renders nested admonitions as admonitions, with 4+ colons outside', async () => {
    const { code } = await compile(
      '::::info Outer title\n\nOuter\n\n:::tip[Inner]\n\nInner body\n\n:::\n\n::::',
    );
    assert.equal((code.match(/_jsx\w*\(Admonition,/g) ?? []).length, 2);
    assert.match(code, /type: "info",\s+title: "Outer title"/);
    assert.match(code, /type: "tip",\s+title: "Inner"/);
    assert.doesNotMatch(code, /::::/);
  });
  it('passes {.class} and {#id} attributes through, with or without a title', async () => {
    const { code } = await compile(
      ':::note{.my-class}\n\nA\n\n:::\n\n:::note{#anchor .b} Titled\n\nB\n\n:::',
    );
    assert.match(code, /type: "note",\s+className: "my-class"/);
    assert.match(code, /title: "Titled",\s+id: "anchor",\s+className: "b"/);
  });
  it('keeps inline Markdown in a title as elements', async () => {
    const { code } = await compile(':::warning[Do **not** run `rm`]\n\nBody\n\n:::');
    assert.match(code, /title: _jsxs\(_Fragment/);
    assert.match(code, /_components\.strong/);
    assert.match(code, /_components\.code/);
  });
  it('takes custom keywords, added to or replacing the defaults', async () => {
    assert.deepEqual(admonitionKeywords({ keywords: ['my'], extendDefaults: false }), ['my']);
    assert.ok(admonitionKeywords({ keywords: ['my'] }).includes('tip'));
    const { code } = await compile(':::my Custom\n\nBody\n\n:::', undefined, {
      admonitions: { keywords: ['my'] },
    });
    assert.match(code, /type: "my",\s+title: "Custom"/);
  });
  it('keeps an unknown container as text with its content, and warns', async () => {
    const { code, warnings } = await compile(':::nope Hi\n\nBody\n\n:::');
    assert.match(code, /":::nope ", "Hi"/);
    assert.match(code, /Body/);
    assert.ok(warnings.some((w) => /Unknown admonition type "nope"/.test(w.reason)));
  });
  it("leaves other directives to the site's remark plugins, which may replace them", async () => {
    // A site plugin of the kind cypress's docs have: `:::js-example` becomes a code block.
    const jsExample = () => (tree: Root) => {
      visit(tree, 'containerDirective', (node, index, parent) => {
        if (node.name !== 'js-example' || !parent || index === undefined) return;
        parent.children[index] = { type: 'code', lang: 'js', value: 'run(1)' } as Code;
      });
      // Or kept, made an element of its own by its data, as cypress's config examples are.
      visit(tree, 'containerDirective', (node) => {
        if (node.name === 'tabs-example') node.data = { hName: 'ExampleTabs' };
      });
    };
    const { code, warnings } = await compile(
      ':::js-example\n\nignored\n\n:::\n\n:::tabs-example\n\nInside\n\n:::\n\n:::other\n\nBody\n\n:::',
      undefined,
      { remarkPlugins: [jsExample] },
    );
    assert.match(code, /run\(1\)/);
    assert.doesNotMatch(code, /js-example|ignored/);
    assert.match(code, /_jsx\(ExampleTabs, \{/);
    assert.doesNotMatch(code, /tabs-example/);
    assert.deepEqual(
      warnings.map((w) => w.reason),
      ['Unknown admonition type "other": kept as text'],
    );
  });
});

describe('mdx-code-block', () => {
  it('unwraps the fence: its content is MDX', async () => {
    const { code } = await compile(
      '````mdx-code-block\n<details>\n<summary>More</summary>\n\n```js\nconst a = 1;\n```\n\n</details>\n````',
    );
    // `<details>` written as JSX is the theme's Details, as in Docusaurus.
    assert.match(code, /_jsxs\(Details, \{/);
    assert.doesNotMatch(code, /"details"/);
    assert.match(code, /CodeBlock/);
    assert.doesNotMatch(code, /mdx-code-block/);
  });
});

describe("markdown.format 'detect'", () => {
  it('reads .md as CommonMark: raw HTML, comments and braces need no MDX escaping', async () => {
    const { code } = await compile(
      'Value {not an expression} and <span class="x">html</span>\n\n<!-- c -->\n\n<img src="/a.png">',
      '/site/docs/plain.md',
      { format: 'detect' },
    );
    assert.match(code, /\{not an expression\}/);
    assert.match(code, /className: "x"/);
  });
  it('reads .mdx as MDX', async () => {
    await assert.rejects(
      compile('Value {not valid js', '/site/docs/page.mdx', { format: 'detect' }),
      /MDX compilation failed/,
    );
  });
});

describe('partials', () => {
  it("splices an imported partial's toc where it is used", async () => {
    const { code } = await compile(
      "import Part from './_part.mdx';\n\n## Before\n\n<Part />\n\n## After",
    );
    assert.match(code, /import \{toc as __partialToc0\} from "\.\/_part\.mdx"/);
    const toc = /export const toc = ([\s\S]*?);\n/.exec(code)?.[1] ?? '';
    assert.match(toc, /"before"[\s\S]*\.\.\.__partialToc0[\s\S]*"after"/);
  });
});

describe('site remark and rehype plugins', () => {
  /** A small npm2yarn-like plugin: a `bash npm2yarn` block gains a yarn twin after it. */
  function remarkYarnTwin() {
    return (tree: Root) => {
      visit(tree, 'code', (node: Code, index, parent) => {
        if (!parent || index === undefined || !node.meta?.includes('npm2yarn')) return;
        const yarn = node.value.replace(/^npm install/m, 'yarn add');
        parent.children.splice(index + 1, 0, { type: 'code', lang: 'bash', value: yarn });
      });
    };
  }
  function rehypeMark(options: { attr: string }) {
    return (tree: { children: unknown[] }) => {
      visit(
        tree as never,
        'element',
        (node: { tagName: string; properties: Record<string, string> }) => {
          if (node.tagName === 'p') node.properties[options.attr] = 'yes';
        },
      );
    };
  }
  it('runs remarkPlugins before the code blocks are highlighted, and rehypePlugins with options', async () => {
    const { code } = await compile(
      'Intro\n\n```bash npm2yarn\nnpm install left-pad\n```',
      undefined,
      {
        remarkPlugins: [remarkYarnTwin],
        rehypePlugins: [[rehypeMark, { attr: 'dataMarked' }]],
      },
    );
    assert.equal((code.match(/_jsx\w*\(CodeBlock,/g) ?? []).length, 2);
    assert.match(code, /yarn add left-pad/);
    assert.match(code, /"data-marked": "yes"/);
  });
  it('runs beforeDefaultRemarkPlugins before ours (they see :::directives as paragraphs)', async () => {
    let sawRawHeadingId = false;
    const before = () => (tree: Root) => {
      visit(tree, 'text', (t) => {
        if (t.value.includes('{#early}')) sawRawHeadingId = true;
      });
    };
    await compile('## Title {#early}', undefined, { beforeDefaultRemarkPlugins: [before] });
    assert.ok(sawRawHeadingId);
  });
});

describe('doc titles and excerpts', () => {
  it('skip comments and know fences of any length', () => {
    assert.equal(extractContentTitle('<!-- note -->\n# Real {/* #t */}\n'), 'Real');
    assert.equal(
      extractExcerpt('<!--\nhidden\n-->\n````md\n```\nnot this\n```\n````\nThe excerpt.'),
      'The excerpt.',
    );
  });
});

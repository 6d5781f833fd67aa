// Markup the browser's parser would rebuild is rewritten as it would be, so the HTML the browser
// parses is the tree React hydrates. Each case made hydration fail on real pages: a `<figure>` in a
// paragraph (GitBook-style pages), and in babel/website's docs `<p align="left">` around Markdown
// text, `<p><details>` and a JSX `<table>` with its rows written straight in it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluate } from '@mdx-js/mdx';
import { createElement, type ComponentProps } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { rehypeUnnestBlocks } from '../../src/core/mdx/rehype-unnest-blocks';
import { remarkHtmlComponents } from '../../src/core/mdx/remark-html-components';

async function html(
  source: string,
  plugins = [rehypeUnnestBlocks],
  remarkPlugins = [remarkHtmlComponents],
): Promise<string> {
  const { default: Content } = await evaluate(source, {
    ...runtime,
    remarkPlugins,
    rehypePlugins: plugins,
    // The theme's `Details` (what `<details>` becomes) as the plain element.
    useMDXComponents: () => ({
      Details: (props: ComponentProps<'details'>) => createElement('details', props),
    }),
  });
  // React 19 adds a preload link for each image: not what is tested here.
  return renderToStaticMarkup(createElement(Content)).replace(/<link rel="preload"[^>]*>/g, '');
}

describe('blocks written inside a paragraph', () => {
  it('splits the paragraph around a figure on a list item line', async () => {
    // A loose list (as GitBook exports write them): each item's text is a paragraph.
    const source =
      '1.  **Click** the button.\n    <figure>![Button](b.png)<figcaption><p>The button</p></figcaption></figure>\n\n2.  Done.\n';
    assert.match(await html(source, []), /<p><strong>Click<\/strong> the button\.\n<figure>/);
    assert.equal(
      await html(source),
      '<ol>\n<li>\n<p><strong>Click</strong> the button.\n</p><figure><img src="b.png" alt="Button"/><figcaption><p>The button</p></figcaption></figure>\n</li>\n<li>\n<p>Done.</p>\n</li>\n</ol>',
    );
  });
  it('keeps the text after the block in a paragraph of its own, and drops blank runs', async () => {
    assert.equal(
      await html('before <div>inside</div> after\n\n<div>alone</div> \n'),
      '<p>before </p><div>inside</div><p> after</p>\n<div>alone</div>',
    );
  });
  it('leaves inline elements and components in the paragraph', async () => {
    const out = await html(
      'export const Note = (p) => <section>{p.children}</section>;\n\nSee <span>this</span> and <Note>that</Note>.\n',
    );
    assert.match(out, /^<p>See <span>this<\/span> and <section>that<\/section>\.<\/p>$/);
  });

  it('makes a JSX <p> around Markdown text one paragraph, with its attributes', async () => {
    const source =
      '<p align="left">\n  The parser is used in <a href="https://x.test">X</a>.\n</p>\n';
    assert.match(await html(source, []), /^<p align="left"><p>/, 'MDX nests them');
    assert.equal(
      await html(source),
      '<p align="left">The parser is used in <a href="https://x.test">X</a>.</p>',
    );
  });
  it('splits a JSX <p> around a block written in it', async () => {
    const source = '<p><details>\n  <summary>Example</summary>\n\nText.\n\n</details></p>\n';
    assert.match(await html(source, []), /^<p><details>/);
    assert.equal(await html(source), '<details><summary>Example</summary><p>Text.</p></details>');
  });
  it("takes a <summary> out of the paragraph its details' first text makes of it (the jitsi handbook)", async () => {
    const source =
      '<details>\n  <summary>Older releases</summary>\nSet up **first**.\nThen run it.\n\nMore.\n\n</details>\n';
    assert.match(await html(source, []), /^<details><p><summary>Older releases<\/summary>\nSet up/);
    assert.equal(
      await html(source),
      '<details><summary>Older releases</summary><p>\nSet up <strong>first</strong>.\nThen run it.</p><p>More.</p></details>',
    );
  });
  it('splits a JSX <p> around a component written as a block in it (a fence, by now a CodeBlock)', async () => {
    const source =
      'export const CodeBlock = (p) => <div className="code">{p.children}</div>;\n\n<p>\n\nIntro.\n\n<CodeBlock>x = 1</CodeBlock>\n\n</p>\n';
    assert.match(await html(source, []), /^<p><p>Intro\.<\/p><div class="code">/);
    assert.equal(await html(source), '<p>Intro.</p><div class="code">x = 1</div>');
    // A component alone in a JSX <p> splits nothing: the <p> and its attributes stay.
    const alone = 'export const Hello = () => <b>hi</b>;\n\n<p id="kept"><Hello /></p>\n';
    assert.equal(await html(alone), '<p id="kept"><b>hi</b></p>');
  });
});

describe('rows written straight in a table', () => {
  it('go in a <tbody>, as the parser puts them', async () => {
    const source =
      '<table>\n<tr><th>a</th><th>b</th></tr>\n<tr><td>1</td><td>2</td></tr>\n</table>\n';
    assert.match(await html(source, []), /^<table><tr>/);
    assert.equal(
      await html(source),
      '<table><tbody><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
  });
  it('leaves tables that have their sections alone', async () => {
    const source = '| a | b |\n|---|---|\n| 1 | 2 |\n';
    assert.equal(await html(source), await html(source, []));
    const jsx =
      '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>\n';
    assert.equal(await html(jsx), await html(jsx, []));
  });
});

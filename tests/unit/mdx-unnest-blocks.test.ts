// A block written inside a paragraph is moved out of it, so the HTML the browser parses is the
// tree React hydrates (a `<figure>` inside `<p>` made hydration fail on real GitBook-style pages).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { rehypeUnnestBlocks } from '../../src/core/mdx/rehype-unnest-blocks';

async function html(source: string, plugins = [rehypeUnnestBlocks]): Promise<string> {
  const { default: Content } = await evaluate(source, { ...runtime, rehypePlugins: plugins });
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
});

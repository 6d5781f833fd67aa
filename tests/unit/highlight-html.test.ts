// Code block lines as HTML: the markup a reader's browser parses must match what React rendered
// per token before (classes, line numbers, highlighted lines, escaped text).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { highlight } from '../../src/shared/highlight';
import { linesHtml } from '../../src/shared/highlight-html';

describe('linesHtml', () => {
  it('wraps each line and each typed token, leaving plain text bare', () => {
    assert.equal(
      linesHtml(
        [
          [
            ['keyword', 'const'],
            ['', ' x'],
          ],
          [['', '']],
        ],
        new Map(),
        false,
      ),
      '<span class="token-line"><span class="codeLineContent"><span class="token keyword">const</span> x</span>\n</span>' +
        '<span class="token-line"><span class="codeLineContent"></span>\n</span>',
    );
  });

  it('gives lines (1-based) their classes and adds the line-number cell when numbered', () => {
    const html = linesHtml(
      [[['', 'a']], [['', 'b']]],
      new Map([[2, ['theme-code-block-highlighted-line', 'my-error-line']]]),
      true,
    );
    assert.equal(
      html,
      '<span class="token-line"><span class="codeLineNumber"></span><span class="codeLineContent">a</span>\n</span>' +
        '<span class="token-line theme-code-block-highlighted-line my-error-line"><span class="codeLineNumber"></span><span class="codeLineContent">b</span>\n</span>',
    );
  });

  it('escapes code so markup in it shows as text', () => {
    const html = linesHtml(highlight('if (a < b && c > "d") {}', 'js'), new Map(), false);
    assert.ok(!/<b|"d"/.test(html.replace(/<\/?span[^>]*>/g, '')));
    assert.match(html, /&lt;/);
    assert.match(html, /&amp;&amp;/);
    assert.match(html, /&quot;d&quot;/);
    assert.match(html, /<span class="token operator">&gt;<\/span>/);
  });
});

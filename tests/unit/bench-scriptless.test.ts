// The Lighthouse bench's floor: a page with its scripts removed keeps everything else.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutScripts } from '../../bench/lighthouse-pages';

test('withoutScripts drops every script and script preload, and keeps styles and content', () => {
  const html =
    '<html><head><link rel="stylesheet" href="/a.css"><link rel="preload" href="/m.js" as="script">' +
    '<link rel="modulepreload" href="/n.js"><link rel="icon" href="/f.ico">' +
    '<script>document.documentElement.dataset.theme="light"</script>' +
    '<script type="application/ld+json">{"@type":"Article"}</script></head>' +
    '<body><article><p>Text with <code>&lt;script&gt;</code></p></article>' +
    '<script src="/main.js" defer></script></body></html>';
  const out = withoutScripts(html);
  assert.doesNotMatch(out, /<script|\.js"/);
  assert.match(out, /<link rel="stylesheet" href="\/a.css">/);
  assert.match(out, /<link rel="icon" href="\/f.ico">/);
  assert.match(out, /<article><p>Text with <code>&lt;script&gt;<\/code><\/p><\/article>/);
});

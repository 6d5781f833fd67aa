// The site storage's key suffix, against the values the reference gives for the same addresses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { storageNamespace } from '../../src/core/config/site-storage';

describe('storage namespace', () => {
  it('is none by default, and a string namespace is used as written', () => {
    assert.equal(storageNamespace('https://docusaurus.io', '/', false), '');
    assert.equal(storageNamespace('https://docusaurus.io', '/', 'my-namespace'), '-my-namespace');
    assert.equal(storageNamespace('https://docusaurus.io', '/', ''), '');
  });

  it("is 3 hex digits of the site's address, whatever its slashes", () => {
    assert.equal(storageNamespace('https://docusaurus.io', '/', true), '-189');
    assert.equal(storageNamespace('https://example.com', '/', true), '-182');
    assert.equal(storageNamespace('https://example.com', '/baseUrl/', true), '-ad6');
    for (const [url, base] of [
      ['https://docusaurus.io', '/baseUrl/'],
      ['https://docusaurus.io/', '/baseUrl/'],
      ['https://docusaurus.io/', '/baseUrl'],
      ['https://docusaurus.io', 'baseUrl'],
    ])
      assert.equal(storageNamespace(url, base, true), '-b21');
  });
});

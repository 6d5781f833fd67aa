import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import siteConfig from '../../site.config';
import { validateSiteConfig } from '../../src/core/config/schema';

describe('site config validation', () => {
  it('accepts the AirLyft config and fills defaults', () => {
    const config = validateSiteConfig(siteConfig);
    assert.equal(config.title, 'AirLyft Documentation');
    assert.equal(config.titleDelimiter, '|');
    assert.equal(config.colorMode.disableSwitch, true);
    assert.deepEqual(config.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
    assert.deepEqual(config.idealImage, { quality: 70, max: 1030, min: 640, steps: 2 });
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenMarkdownLinks, 'warn');
  });
  it('names an unknown key', () => {
    assert.throws(
      () =>
        validateSiteConfig({ ...siteConfig, navbar: { ...siteConfig.navbar, hideOnScrol: true } }),
      /navbar: unknown key\(s\) "hideOnScrol"/,
    );
  });
  it('names a key with the wrong type and what it expects', () => {
    assert.throws(
      () => validateSiteConfig({ ...siteConfig, tableOfContents: { minHeadingLevel: 'two' } }),
      /tableOfContents\.minHeadingLevel: .*expected number/i,
    );
  });
  it('rejects a url with a sub-path', () => {
    assert.throws(
      () => validateSiteConfig({ ...siteConfig, url: 'https://e.com/docs' }),
      /url: expected an absolute URL/,
    );
  });
  it('requires exactly one of to/href on navbar items', () => {
    assert.throws(
      () =>
        validateSiteConfig({
          ...siteConfig,
          navbar: { ...siteConfig.navbar, items: [{ label: 'x', to: '/a', href: 'https://b.c' }] },
        }),
      /navbar\.items\[0\]: One and only one between "to" and "href"/,
    );
  });
});

// Google Tag Manager: its container id from site.config.ts or a Docusaurus config, and the tags
// every page then carries.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromDocusaurusConfig } from '../../src/core/config/from-docusaurus';
import { validateSiteConfig } from '../../src/core/config/schema';
import { tagManagerHeadTags, tagManagerNoscript } from '../../src/core/render/inline-scripts';

const site = (extra: Record<string, unknown>) =>
  validateSiteConfig({ title: 'T', url: 'https://e.com', ...extra });

describe('Google Tag Manager', () => {
  it('is off unless a container id is set', () => {
    assert.equal(tagManagerHeadTags(site({})), '');
    assert.equal(tagManagerNoscript(site({})), '');
  });

  it("loads the container's script in the head and its frame for readers without scripts", () => {
    const config = site({ googleTagManager: { containerId: 'GTM-AB12CD' } });
    const head = tagManagerHeadTags(config);
    assert.match(head, /<link rel="preconnect" href="https:\/\/www\.googletagmanager\.com">/);
    assert.match(head, /'script','dataLayer',"GTM-AB12CD"\);<\/script>$/);
    assert.equal(
      tagManagerNoscript(config),
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-AB12CD" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>',
    );
    assert.throws(
      () => site({ googleTagManager: { containerId: 'GTM-1"><script>' } }),
      /googleTagManager\.containerId: expected a container id/,
    );
  });

  it("takes the classic preset's googleTagManager and the plugin's entry", () => {
    for (const input of [
      { presets: [['classic', { googleTagManager: { containerId: 'GTM-1' } }]] },
      {
        presets: [['classic', {}]],
        plugins: [['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-1' }]],
      },
    ]) {
      const translation = fromDocusaurusConfig({ title: 'T', url: 'https://e.com', ...input });
      assert.deepEqual(translation.warnings, []);
      assert.deepEqual(validateSiteConfig(translation.config).googleTagManager, {
        containerId: 'GTM-1',
      });
    }
  });
});

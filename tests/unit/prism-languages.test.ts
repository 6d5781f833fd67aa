import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateSiteConfig } from '../../src/core/config/schema';
import { highlight, loadAdditionalLanguages } from '../../src/core/mdx/highlight';

describe('prism.additionalLanguages', () => {
  it('highlights a language the site adds', async () => {
    const config = validateSiteConfig({
      title: 'T',
      url: 'https://e.com',
      prism: { additionalLanguages: ['haskell'] },
    });
    const types = () => highlight('main :: IO ()', 'haskell').flatMap((l) => l.map(([t]) => t));
    assert.ok(
      types().every((t) => t === ''),
      'not highlighted before',
    );
    await loadAdditionalLanguages(config.prism.additionalLanguages);
    assert.ok(types().includes('operator'), types().join('|'));
  });
  it('refuses a language prismjs does not have, naming the key', async () => {
    await assert.rejects(
      loadAdditionalLanguages(['no-such-language']),
      /prism\.additionalLanguages: "no-such-language" is not a language/,
    );
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

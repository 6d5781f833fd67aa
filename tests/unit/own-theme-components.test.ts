// Which components a site's src/theme overrides decides how its fences compile (with the code as
// children for its own CodeBlock) and whether the highlighting languages load with every page.
// This repository's own site shares src/ with the generator: its src/theme is the generator's.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { hasOwnThemeComponent } from '../../src/core/site';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

test("the generator's own theme is not a site's override", () => {
  assert.equal(hasOwnThemeComponent(REPO, 'CodeBlock'), false);
  assert.equal(hasOwnThemeComponent(join(REPO, 'src/..'), 'CodeBlock'), false);
});

test("a site's own src/theme component is found, in a folder or as a file", () => {
  const site = join(REPO, 'tests/fixtures/override-site');
  assert.equal(hasOwnThemeComponent(site, 'CodeBlock'), true);
  assert.equal(hasOwnThemeComponent(site, 'Admonition'), true);
  assert.equal(hasOwnThemeComponent(site, 'TOCInline'), false);
});

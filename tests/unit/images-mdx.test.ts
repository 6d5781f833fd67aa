// Responsive images from MDX, end to end through a real build of a small
// fixture site: `import IdealImage from '@theme/IdealImage'` plus a
// `?responsive` import, with the widths taken from that site's config
// (idealImage: min 400, max 1000, 3 steps).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SITE = join(REPO, 'tests/fixtures/ideal-image-site');
const BUILD = join(SITE, 'build');

let html: string;

before(() => {
  const result = spawnSync(process.execPath, [join(REPO, 'scripts/docgen.mjs'), 'build', SITE], {
    cwd: REPO,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stdout + result.stderr);
  html = readFileSync(join(BUILD, 'pictures/index.html'), 'utf8');
});

test('the MDX page renders the responsive image with the site config widths', () => {
  const img = /<img class="idealImage__img"[^>]*>/.exec(html)?.[0] ?? '';
  assert.ok(img, 'no IdealImage in the page');
  const srcset = /srcset="([^"]+)"/i.exec(img)?.[1] ?? '';
  assert.deepEqual(
    srcset.split(', ').map((entry) => entry.split(' ')[1]),
    ['400w', '700w', '1000w'],
  );
  assert.match(img, /width="1000" height="545"/);
  assert.match(img, /loading="lazy"/);
  assert.match(img, /decoding="async"/);
  assert.match(img, /alt="Coloured shapes on a gradient"/);
  assert.match(
    html,
    /class="idealImage" style="aspect-ratio:1000 \/ 545;[^"]*data:image\/jpeg;base64,/,
  );
});

test('the build emitted exactly the files the srcset names, at those widths', async () => {
  const srcset = /srcset="([^"]+)"/i.exec(html)?.[1] ?? '';
  const urls = srcset.split(', ').map((entry) => entry.split(' ')[0]);
  const files = readdirSync(join(BUILD, 'assets/ideal-img')).sort();
  assert.deepEqual(files, urls.map((u) => u.split('/').pop()).sort());
  for (const url of urls) {
    assert.ok(existsSync(join(BUILD, url)), url);
    const meta = await sharp(join(BUILD, url)).metadata();
    assert.equal(`${meta.width}`, /\.(\d+)\.png$/.exec(url)?.[1]);
  }
});

// Versioned docs: which versions exist, where each lives and what banner it
// shows (resolveVersions), versions.json checks, and cutting a version.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { readVersionNames, resolveVersions, type VersionsConfig } from '../../src/core/versions';
import { cutVersion } from '../../src/core/versions/cut';
import { loadSite } from '../../src/core/site';

const config = (over: Partial<VersionsConfig> = {}): VersionsConfig => ({
  routeBasePath: '/',
  path: 'docs',
  sidebarPath: 'sidebars.ts',
  includeCurrentVersion: true,
  versions: {},
  ...over,
});

describe('resolveVersions', () => {
  it('without versions.json: only the current docs, at the root, no banner or badge', () => {
    const [current] = resolveVersions([], config());
    assert.equal(current.name, 'current');
    assert.equal(current.routePath, '/');
    assert.equal(current.isLast, true);
    assert.equal(current.banner, 'none');
    assert.equal(current.badge, false);
    assert.equal(current.searchTag, 'docs-default-current');
  });

  it('with versions: the newest released one at the root, current under next/, older ones unmaintained', () => {
    const versions = resolveVersions(['2.0', '1.0'], config({ routeBasePath: '/docs' }));
    assert.deepEqual(
      versions.map((v) => [v.name, v.label, v.routePath, v.banner, v.isLast, v.contentPath]),
      [
        ['current', 'Next', '/docs/next', 'unreleased', false, 'docs'],
        ['2.0', '2.0', '/docs', 'none', true, 'versioned_docs/version-2.0'],
        ['1.0', '1.0', '/docs/1.0', 'unmaintained', false, 'versioned_docs/version-1.0'],
      ],
    );
    assert.equal(versions[2].sidebarPath, 'versioned_sidebars/version-1.0-sidebars.json');
    assert.ok(versions.every((v) => v.badge));
  });

  it('follows lastVersion, per-version options, onlyIncludeVersions and includeCurrentVersion', () => {
    const versions = resolveVersions(
      ['2.0', '1.0'],
      config({
        lastVersion: 'current',
        versions: { current: { label: 'Canary', path: 'canary' }, '1.0': { banner: 'none' } },
        onlyIncludeVersions: ['current', '1.0'],
      }),
    );
    assert.deepEqual(
      versions.map((v) => [v.name, v.label, v.routePath, v.banner]),
      [
        ['current', 'Canary', '/canary', 'none'],
        ['1.0', '1.0', '/1.0', 'none'],
      ],
    );
    const released = resolveVersions(['1.0'], config({ includeCurrentVersion: false }));
    assert.deepEqual(
      released.map((v) => [v.name, v.routePath]),
      [['1.0', '/']],
    );
  });

  it('names the config key of a version that does not exist', () => {
    assert.throws(
      () => resolveVersions(['1.0'], config({ lastVersion: '3.0' })),
      /docs\.lastVersion: "3\.0" is not a version \(available: current, 1\.0\)/,
    );
    assert.throws(
      () => resolveVersions(['1.0'], config({ versions: { '9.9': { label: 'x' } } })),
      /docs\.versions\.9\.9/,
    );
    assert.throws(
      () => resolveVersions(['1.0'], config({ onlyIncludeVersions: ['current'] })),
      /docs\.onlyIncludeVersions: must include the last version "1\.0"/,
    );
    assert.throws(
      () => resolveVersions([], config({ includeCurrentVersion: false })),
      /docs\.includeCurrentVersion/,
    );
  });
});

const tmp = mkdtempSync(join(tmpdir(), 'versions-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

describe("a version's noIndex, and the docs' breadcrumbs option", () => {
  it('leave that version out of the sitemap and search, and every page without its trail', async () => {
    // The versioned fixture with a Docusaurus config of its own, as a site writes the options.
    const configFile = join(tmp, 'docusaurus.config.js');
    writeFileSync(
      configFile,
      `module.exports = ${JSON.stringify({
        title: 'Orbit',
        url: 'https://orbit.example.com',
        baseUrl: '/',
        presets: [
          [
            'classic',
            {
              docs: {
                routeBasePath: '/',
                sidebarPath: './sidebars.ts',
                breadcrumbs: false,
                versions: { '1.0': { noIndex: true } },
              },
            },
          ],
        ],
      })};`,
    );
    const { routes } = await loadSite(resolve('tests/fixtures/versioned-site'), {
      dev: false,
      write: false,
      configFile,
    });
    const noIndex = (path: string) => routes.routes.find((r) => r.path === path)?.noIndex;
    assert.equal(noIndex('/1.0/guide'), true);
    assert.ok(!noIndex('/guide'));
    assert.deepEqual(
      [...routes.versions.values()].map((v) => [v.version, v.noIndex]),
      [
        ['current', false],
        ['2.0', false],
        ['1.0', true],
      ],
    );
    assert.equal(routes.globalData.breadcrumbs, false);
    assert.ok([...routes.docMetadata.values()].every((d) => d.metadata.breadcrumbs.length === 0));
  });
});

function site(name: string, versionsJson?: string) {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'docs/guides'), { recursive: true });
  writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n');
  writeFileSync(join(dir, 'docs/guides/setup.md'), '# Setup\n');
  if (versionsJson !== undefined) writeFileSync(join(dir, 'versions.json'), versionsJson);
  return dir;
}

describe('versions.json', () => {
  it('is read newest first', () => {
    assert.deepEqual(readVersionNames(site('read', '["2.0", "1.0"]')), ['2.0', '1.0']);
    assert.deepEqual(readVersionNames(site('none')), []);
  });
  it('gets a clear error when it is not a list of version names', () => {
    assert.throws(
      () => readVersionNames(site('obj', '{"v": 1}')),
      /must be an array of version names/,
    );
    assert.throws(() => readVersionNames(site('bad', '["1.0",')), /is not valid JSON/);
    assert.throws(
      () => readVersionNames(site('slash', '["a/b"]')),
      /entry \[0\]: version name "a\/b"/,
    );
    assert.throws(() => readVersionNames(site('cur', '["current"]')), /reserved/);
    assert.throws(
      () => readVersionNames(site('dup', '["1.0", "1.0"]')),
      /lists version "1\.0" twice/,
    );
  });
});

describe('cutVersion', () => {
  it('copies the docs and sidebars and puts the version first in versions.json', () => {
    const dir = site('cut', '["1.0"]');
    const sidebars = {
      docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/setup'] }],
    };
    const result = cutVersion({ siteDir: dir, name: '2.0', docsPath: 'docs', sidebars });
    assert.deepEqual(result.versions, ['2.0', '1.0']);
    assert.deepEqual(JSON.parse(readFileSync(join(dir, 'versions.json'), 'utf8')), ['2.0', '1.0']);
    assert.ok(existsSync(join(dir, 'versioned_docs/version-2.0/guides/setup.md')));
    assert.deepEqual(
      JSON.parse(readFileSync(join(dir, 'versioned_sidebars/version-2.0-sidebars.json'), 'utf8')),
      sidebars,
    );
  });
  it('creates versions.json and an autogenerated sidebar for a site without them', () => {
    const dir = site('first');
    cutVersion({ siteDir: dir, name: '1.0', docsPath: 'docs', sidebars: undefined });
    assert.deepEqual(JSON.parse(readFileSync(join(dir, 'versions.json'), 'utf8')), ['1.0']);
    assert.deepEqual(
      JSON.parse(readFileSync(join(dir, 'versioned_sidebars/version-1.0-sidebars.json'), 'utf8')),
      { docs: [{ type: 'autogenerated', dirName: '.' }] },
    );
  });
  it('refuses an existing version, a bad name, or sidebars that are not data, and writes nothing', () => {
    const dir = site('refuse', '["1.0"]');
    assert.throws(
      () => cutVersion({ siteDir: dir, name: '1.0', docsPath: 'docs', sidebars: undefined }),
      /version "1\.0" already exists/,
    );
    assert.throws(
      () => cutVersion({ siteDir: dir, name: 'a:b', docsPath: 'docs', sidebars: undefined }),
      /cannot cut a version/,
    );
    assert.throws(
      () =>
        cutVersion({ siteDir: dir, name: '2.0', docsPath: 'docs', sidebars: { docs: [() => 1] } }),
      /sidebars\.docs\[0\] is a function/,
    );
    assert.equal(existsSync(join(dir, 'versioned_docs/version-2.0')), false);
    assert.deepEqual(JSON.parse(readFileSync(join(dir, 'versions.json'), 'utf8')), ['1.0']);
  });
});

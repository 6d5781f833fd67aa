// Which pages a rebuild renders: everything when the config, the generator or a
// shared module changed; otherwise the changed pages, new pages and neighbours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  describeRendering,
  planRender,
  type PagesManifest,
} from '../../src/core/build-phases/plan-render';
import type { SiteInputs } from '../../src/core/build-phases/page-inputs';

const inputs = (pages: Record<string, [string, string]>, shared = { 'src/theme/X.tsx': 'h1' }) =>
  ({
    shared,
    pages: Object.fromEntries(
      Object.entries(pages).map(([path, [source, data]]) => [path, { source, data }]),
    ),
  }) satisfies SiteInputs;

const manifestOf = (site: SiteInputs, key = 'k', outDir = '/site/build'): PagesManifest => ({
  version: 1,
  key,
  outDir,
  shared: site.shared,
  pages: Object.fromEntries(
    Object.entries(site.pages).map(([path, i]) => [
      path,
      { inputs: i, html: 'h', tags: '', links: [], anchors: [] },
    ]),
  ),
});

const before = inputs({ '/a': ['a1', 'd1'], '/b': ['b1', 'd1'], '/c': ['c1', 'd1'] });

describe('planning a rebuild', () => {
  it('renders the edited page and the pages whose data changed, and keeps the rest', () => {
    const now = inputs({
      '/a': ['a2', 'd2'],
      '/b': ['b1', 'd2'],
      '/c': ['c1', 'd1'],
      '/d': ['x', 'y'],
    });
    const plan = planRender(manifestOf(before), { key: 'k', outDir: '/site/build', inputs: now });
    assert.equal(plan.all, undefined);
    assert.deepEqual(Object.fromEntries(plan.reasons), {
      '/a': 'changed',
      '/b': 'neighbour',
      '/d': 'new',
    });
    assert.equal(
      describeRendering(plan.reasons, 4, plan.all),
      'rendered 3 of 4 pages: 1 changed, 1 new, 1 neighbour',
    );
  });

  it('counts a change to what only one page imports (its image, a partial) as a change of that page', () => {
    const withUses = (uses: string) => {
      const site: SiteInputs = inputs({ '/a': ['a1', 'd1'], '/b': ['b1', 'd1'] });
      site.pages['/a'] = { ...site.pages['/a'], uses };
      return site;
    };
    const plan = planRender(manifestOf(withUses('u1')), {
      key: 'k',
      outDir: '/site/build',
      inputs: withUses('u2'),
    });
    assert.deepEqual(Object.fromEntries(plan.reasons), { '/a': 'changed' });
  });

  it('renders everything, saying why, after a config, output folder or shared module change', () => {
    const same = inputs({ '/a': ['a1', 'd1'], '/b': ['b1', 'd1'], '/c': ['c1', 'd1'] });
    assert.equal(
      planRender(undefined, { key: 'k', outDir: '/site/build', inputs: same }).all,
      'no previous build to reuse',
    );
    assert.match(
      planRender(manifestOf(before, 'old'), { key: 'k', outDir: '/site/build', inputs: same })
        .all ?? '',
      /config/,
    );
    assert.match(
      planRender(manifestOf(before), { key: 'k', outDir: '/site/out', inputs: same }).all ?? '',
      /output folder/,
    );
    const theme = inputs(
      { '/a': ['a1', 'd1'], '/b': ['b1', 'd1'], '/c': ['c1', 'd1'] },
      { 'src/theme/X.tsx': 'h2' },
    );
    const plan = planRender(manifestOf(before), { key: 'k', outDir: '/site/build', inputs: theme });
    assert.equal(plan.all, 'shared code or data changed (src/theme/X.tsx)');
    assert.equal(plan.reasons.size, 3);
    assert.equal(
      describeRendering(plan.reasons, 3, plan.all),
      'rendered all 3 pages: shared code or data changed (src/theme/X.tsx)',
    );
  });

  it('keeps every page when nothing a page reads changed', () => {
    const plan = planRender(manifestOf(before), {
      key: 'k',
      outDir: '/site/build',
      inputs: before,
    });
    assert.equal(plan.reasons.size, 0);
    assert.equal(describeRendering(plan.reasons, 3, plan.all), 'rendered 0 of 3 pages');
  });
});

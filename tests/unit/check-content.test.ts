// The content check's record (.cache/content-check.json): a Markdown file unchanged since it last
// passed is not compiled again, while its imports are still resolved on every build.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { copyFixture } from '../../scripts/lib/harness';
import type { SharedWork } from '../../src/core/bundle/shared-work';
import { findContentProblems } from '../../src/core/build-phases/check-content';
import { MARKDOWN_INPUTS_FILE } from '../../src/core/mdx/options';
import { createLinkResolver, loadSite, type LoadedSite } from '../../src/core/site';

/** One check of `site` as a build runs it; `compiled`: how many files it compiled (for the compilers). */
async function checkContent(
  site: LoadedSite,
  cacheDir: string,
  resolves: (request: string) => boolean = () => true,
) {
  const shared: SharedWork = new Map();
  const resolver = createLinkResolver();
  resolver.update(site);
  const problems = await findContentProblems(site, {
    loader: {
      resolver,
      inputsFile: join(site.generatedDir, MARKDOWN_INPUTS_FILE),
      development: false,
      shared,
    },
    cacheDir,
    resolves: async (_dir, request) => resolves(request),
    severityOf: () => 'warn',
  });
  return { problems, compiled: shared.size };
}

describe('the content check', () => {
  let site: LoadedSite;
  let copy: string;
  const cacheDir = mkdtempSync(join(tmpdir(), 'content-check-'));
  before(async () => {
    copy = copyFixture('basic-site', 'content-check');
    site = await loadSite(copy, { dev: false });
  });
  after(() => {
    rmSync(copy, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  });

  /** One check as a build runs it; `compiled` is how many files it compiled (left for the compilers). */
  const check = (resolves?: (request: string) => boolean) => checkContent(site, cacheDir, resolves);

  it('compiles every Markdown file once, then only those whose text changed', async () => {
    const first = await check();
    assert.deepEqual(first.problems, []);
    assert.ok(first.compiled >= 6, `compiled ${first.compiled}`);
    assert.equal((await check()).compiled, 0, 'nothing changed: nothing compiled');

    const intro = join(copy, 'docs/intro.md');
    writeFileSync(intro, `${readFileSync(intro, 'utf8')}\nOne more line.\n`);
    assert.equal((await check()).compiled, 1);
  });

  it('still resolves the imports of a file it does not compile again', async () => {
    const api = join(copy, 'docs/reference/api.md');
    writeFileSync(api, "---\ntitle: API\n---\n\nimport Note from './note';\n\n<Note />\n");
    assert.deepEqual((await check()).problems, []);
    // The file is as it was, its import no longer resolves (./note was deleted, say).
    const { problems, compiled } = await check((request) => request !== './note');
    assert.equal(compiled, 0);
    assert.match(problems.join('\n'), /docs\/reference\/api\.md:5:\d+: cannot find "\.\/note"/);
  });

  it('compiles everything again when the Markdown inputs change (routes, options)', async () => {
    const inputs = join(site.generatedDir, MARKDOWN_INPUTS_FILE);
    await check(); // api.md failed last time: it is compiled again, and passes
    assert.equal((await check()).compiled, 0);
    writeFileSync(inputs, `${readFileSync(inputs, 'utf8')} `);
    assert.ok((await check()).compiled >= 6);
  });
});

// A site's remark plugin may wait for what its run on another page leaves (electron/website's
// structure previews wait for the linked page's compile): the check compiles several pages at once,
// as the bundler runs its loaders, or such a site would wait out every timeout.
describe('the content check with plugins that wait on other pages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-waits-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('compiles the pages such a plugin waits for while it waits', async () => {
    mkdirSync(join(dir, 'docs'));
    // More waiting pages than compiles start at once (16), all before the page they wait for.
    const names = Array.from({ length: 20 }, (_, i) => `page-${String(i).padStart(2, '0')}`);
    for (const name of [...names, 'zz-last'])
      writeFileSync(join(dir, `docs/${name}.md`), `# ${name}\n\nText.\n`);
    writeFileSync(
      join(dir, 'site.config.ts'),
      `let lastCompiled = false;
// Every page waits until the last page has reached the plugin (5 s at most, then it fails the page).
function waitForTheLastPage() {
  return async (_tree: unknown, file: { path: string }) => {
    if (file.path.endsWith('zz-last.md')) lastCompiled = true;
    const until = Date.now() + 5000;
    while (!lastCompiled) {
      if (Date.now() > until) throw new Error('the last page was not compiled meanwhile');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
}
export default {
  title: 'Waits',
  url: 'https://waits.example.com',
  docs: { remarkPlugins: [waitForTheLastPage] },
};
`,
    );
    const site = await loadSite(dir, { dev: false });
    const { problems } = await checkContent(site, join(dir, '.cache'));
    assert.deepEqual(problems, []);
  });
});

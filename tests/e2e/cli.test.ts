// The npm scripts with Docusaurus's flags, as a user types them:
// `npm run build -- <site> --out-dir out --no-minify`, then
// `npm run serve -- <site> --port <port> --dir out`.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { REPO, copyFixture } from './helpers';

const site = copyFixture('minimal-site', 'cli');
after(() => rmSync(site, { recursive: true, force: true }));

const npm = (args: string[]) =>
  spawnSync('npm', ['run', '--silent', ...args], { cwd: REPO, encoding: 'utf8' });

/** `npm run <args>` in its own process group, once its output has `ready` (its output so far). */
async function startScript(args: string[], ready: string) {
  const child = spawn('npm', ['run', '--silent', ...args], { cwd: REPO, detached: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      output += d;
      if (output.includes(ready)) resolve();
    });
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', () => reject(new Error(`${args[0]} exited:\n${output}`)));
  });
  const stop = async () => {
    process.kill(-child.pid!, 'SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  };
  /** Resolves once the output has `text`, printed after `ready` or before. */
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => output.includes(text) && (child.stdout.off('data', check), resolve());
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      check();
    });
  return { output, printed, stop };
}

/** Processes whose command line has each of `parts` (read from /proc: Linux, as CI is). */
function processesWith(...parts: string[]): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return parts.every((part) => args.includes(part));
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

describe('npm scripts with flags', () => {
  it('builds into --out-dir, unminified with --no-minify', () => {
    const res = npm(['build', '--', site, '--out-dir', 'out', '--no-minify']);
    assert.equal(res.status, 0, res.stdout + res.stderr);
    // Not a terminal: a plain line per phase, then the summary.
    const phases = [
      'Loading content…',
      'Bundling…',
      'Prerendering pages \\(\\d+\\)…',
      'Checking links…',
      'Finishing search records…',
    ];
    for (const phase of phases) assert.match(res.stdout, new RegExp(`^${phase}$`, 'm'));
    assert.match(res.stdout, /^Bundling: done in \d+\.\d s$/m);
    assert.ok(
      !res.stdout.includes('\r') && !res.stdout.includes('\u001b'),
      'no terminal control codes in a log',
    );
    assert.match(
      res.stdout,
      /Generated \d+ pages, \d+ warnings?, \d+(\.\d)? [kM]B in ".*out" in \d+\.\d s\./,
    );
    assert.ok(existsSync(join(site, 'out/index.html')));
    assert.ok(!existsSync(join(site, 'build')), 'nothing written to build/');
    const main = readdirSync(join(site, 'out/assets/js')).find((f) => f.startsWith('main.'))!;
    assert.ok(readFileSync(join(site, 'out/assets/js', main), 'utf8').split('\n').length > 100);
  });
  it('serves that folder on --port', async () => {
    const port = await freePort();
    const served = await startScript(
      ['serve', '--', site, '--port', String(port), '--dir', 'out', '--no-open'],
      'Serving the build at',
    );
    try {
      assert.match(served.output, new RegExp(`http://localhost:${port}`));
      const res = await fetch(`http://localhost:${port}/usage`);
      assert.equal(res.status, 200);
      assert.match(await res.text(), /<h1[^>]*>Usage<\/h1>/);
    } finally {
      await served.stop();
    }
  });
  // `npm start` on a site with no records yet (no build/, no earlier run): the command line runs
  // compiled, and so does the child that reads the records (dev-records.ts), on plain Node.
  it(
    'starts the dev server with search answering before it says ready',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const fresh = copyFixture('minimal-site', 'cli-start');
      const dev = await startScript(
        ['start', '--', fresh, '--port', String(port), '--no-open'],
        'Dev server ready',
      ).catch((error: Error) => {
        rmSync(fresh, { recursive: true, force: true });
        throw error;
      });
      try {
        assert.doesNotMatch(dev.output, /WARNING|Error/, dev.output);
        const search = async () => {
          const res = await fetch(`http://localhost:${port}/1/indexes/minimal_docs/query`, {
            method: 'POST',
            headers: {
              'X-Algolia-Application-Id': 'LOCAL',
              'X-Algolia-API-Key': 'local-search-only-key',
            },
            body: JSON.stringify({ query: 'widgets' }),
          });
          assert.equal(res.status, 200);
          return ((await res.json()) as { hits: { url: string }[] }).hits.map((h) => h.url);
        };
        const urls = await search();
        assert.ok(
          urls.some((url) => url.endsWith('/usage')),
          urls.join(),
        );
        // Should that child stop (a crash, the system out of memory), the server says so, and
        // search answers from the records it has.
        const [child] = processesWith(`dev-records`, fresh);
        assert.ok(child, `no records child of ${fresh} found`);
        process.kill(child, 'SIGKILL');
        await dev.printed('search records: their process stopped (SIGKILL)');
        assert.deepEqual(await search(), urls);
      } finally {
        await dev.stop();
        rmSync(fresh, { recursive: true, force: true });
      }
    },
  );
  // The bin's build from a site folder is the docusaurus.config test below; this one needs no
  // bundling (a cold build of a new folder costs a CI run 25 s): cutting a version loads the same
  // config and sidebars files the build does.
  it('runs as the docgen bin from a site folder, loading a TypeScript sidebars file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bin-site-'));
    try {
      mkdirSync(join(dir, 'docs'));
      writeFileSync(join(dir, 'docs/intro.md'), '---\nslug: /\n---\n\n# Welcome\n');
      writeFileSync(
        join(dir, 'site.config.ts'),
        "export default { title: 'Bin', url: 'https://bin.example.com' };\n",
      );
      // No package.json: TypeScript files load as CommonJS here, `import type` included.
      writeFileSync(
        join(dir, 'sidebars.ts'),
        "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';\n" +
          "const sidebars: SidebarsConfig = { docs: ['intro'] };\nexport default sidebars;\n",
      );
      const res = spawnSync(
        process.execPath,
        [join(REPO, 'scripts/docgen.mjs'), 'docs:version', '1.0'],
        { cwd: dir, encoding: 'utf8' },
      );
      assert.equal(res.status, 0, res.stdout + res.stderr);
      assert.deepEqual(
        JSON.parse(readFileSync(join(dir, 'versioned_sidebars/version-1.0-sidebars.json'), 'utf8')),
        { docs: ['intro'] },
      );
      assert.match(
        readFileSync(join(dir, 'versioned_docs/version-1.0/intro.md'), 'utf8'),
        /Welcome/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('builds a Docusaurus site from its docusaurus.config.js alone, its docs under /docs/', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docusaurus-site-'));
    try {
      mkdirSync(join(dir, 'docs/guides'), { recursive: true });
      writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n\nSee [the guide](./guides/setup.md).\n');
      writeFileSync(join(dir, 'docs/guides/setup.md'), '# Setup\n\nSteps.\n');
      mkdirSync(join(dir, 'src/pages'), { recursive: true });
      // The classic template's home page is a .js component; its images are written `img/…`.
      writeFileSync(
        join(dir, 'src/pages/index.js'),
        `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return <Layout title="Home"><h1>{siteConfig.title} home</h1><Link to="/docs/intro">Start</Link></Layout>;
}\n`,
      );
      mkdirSync(join(dir, 'static/img'), { recursive: true });
      writeFileSync(join(dir, 'static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      // CommonJS, as create-docusaurus writes it: no sidebarPath (one autogenerated sidebar).
      writeFileSync(
        join(dir, 'docusaurus.config.js'),
        `module.exports = {
  title: 'Dino Docs',
  url: 'https://dino.example.com',
  baseUrl: '/',
  favicon: 'img/favicon.ico',
  organizationName: 'dino',
  presets: [['classic', { docs: {}, blog: false }]],
  plugins: [function localPlugin() { return { name: 'local', injectHtmlTags: () => ({ headTags: ['<meta name="dino-plugin" content="on">'] }), extendCli() {} }; }],
  themeConfig: {
    image: 'img/card.png',
    navbar: { title: 'Dino', logo: { alt: 'Dino', src: 'img/logo.svg' }, items: [{ type: 'doc', docId: 'intro', label: 'Guide' }, { type: 'docSidebar', sidebarId: 'defaultSidebar', label: 'All docs' }] },
    footer: { links: [{ title: 'More', items: [{ label: 'Setup', to: '/docs/guides/setup' }] }], copyright: 'Dino Inc.' },
  },
};\n`,
      );
      const res = spawnSync(process.execPath, [join(REPO, 'scripts/docgen.mjs'), 'build'], {
        cwd: dir,
        encoding: 'utf8',
      });
      const output = res.stdout + res.stderr;
      assert.equal(res.status, 0, output);
      // Its own plugin runs (what it injects is on every page); the hook not run here is named.
      assert.match(output, /plugin "local": its extendCli hook is not run here/);
      // The summary counts the config's warnings with the rest.
      const printed = output.match(/^\[WARNING\]/gm)?.length ?? 0;
      assert.ok(printed > 0);
      assert.match(output, new RegExp(`Generated \\d+ pages, ${printed} warnings?,`));
      const intro = readFileSync(join(dir, 'build/docs/intro/index.html'), 'utf8');
      assert.match(intro, /<meta name="dino-plugin" content="on">/);
      assert.match(intro, /Dino Inc\./);
      assert.match(intro, /href="\/docs\/intro"[^>]*>Guide</);
      // The sidebar's first link: the autogenerated sidebar puts the guides folder first.
      assert.match(intro, /href="\/docs\/guides\/setup"[^>]*>All docs</);
      assert.ok(existsSync(join(dir, 'build/docs/guides/setup/index.html')));
      assert.match(
        readFileSync(join(dir, 'build/index.html'), 'utf8'),
        /<h1>Dino Docs(<!-- -->)? home<\/h1>/,
      );
      // `img/…` is a site path on every page, not one relative to the page.
      assert.match(intro, /<link rel="icon" href="\/img\/favicon\.ico">/);
      assert.match(intro, /<img src="\/img\/logo\.svg"/);
      assert.match(
        intro,
        /<meta property="og:image" content="https:\/\/dino\.example\.com\/img\/card\.png"/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('reports an unknown flag by name and exits 1', () => {
    const res = npm(['build', '--', site, '--outdir', 'x']);
    assert.equal(res.status, 1);
    assert.match(res.stderr, /Unknown option '--outdir'/);
  });
});

// The command line: parsing (node:util parseArgs), help and version, clear
// errors for unknown flags and commands, and swizzle's files.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { main } from '../../src/core/cli/main';
import { THEME_DIR, listComponents, swizzle } from '../../src/core/cli/swizzle';

/** Runs a command line in-process, capturing what it prints. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const { log, error } = console;
  console.log = (...a: unknown[]) => void out.push(a.join(' '));
  console.error = (...a: unknown[]) => void err.push(a.join(' '));
  try {
    const code = await main(argv);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    Object.assign(console, { log, error });
  }
}

const dirs: string[] = [];
const tempSite = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-site-'));
  dirs.push(dir);
  return dir;
};
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('cli', () => {
  it('prints the version and the commands', async () => {
    const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
    assert.equal((await run('--version')).out, version);
    const help = await run('--help');
    assert.equal(help.code, 0);
    for (const c of ['start', 'build', 'serve', 'clear', 'swizzle', 'docs:version'])
      assert.match(help.out, new RegExp(`^  ${c} `, 'm'));
  });
  it('prints each command’s options with --help', async () => {
    const build = await run('build', '--help');
    assert.match(build.out, /--out-dir <dir>/);
    assert.match(build.out, /--no-minify/);
    const serve = await run('serve', '--help');
    for (const flag of ['--port', '--host', '--dir', '--no-open'])
      assert.match(serve.out, new RegExp(flag));
    assert.match((await run('start', '--help')).out, /--poll/);
  });
  it('refuses an unknown flag or command by name', async () => {
    const flag = await run('serve', '--prot', '4000');
    assert.equal(flag.code, 1);
    assert.match(flag.err, /serve: Unknown option '--prot'\.\nSee `docgen serve --help`/);
    const command = await run('biuld');
    assert.equal(command.code, 1);
    assert.match(command.err, /Unknown command "biuld"/);
  });
  it('reads flags after the site folder, not as the site folder', async () => {
    const site = tempSite();
    const res = await run('serve', site, '--port', '4000', '--dir', 'out');
    assert.equal(res.code, 1);
    assert.match(res.err, new RegExp(`No build found in ${join(site, 'out')}`));
    const bad = await run('serve', site, '--port', 'x');
    assert.match(bad.err, /--port: "x" is not a port number/);
  });
  it('cuts a version of the docs with docs:version, and asks for a name without one', async () => {
    const site = tempSite();
    mkdirSync(join(site, 'docs'));
    writeFileSync(join(site, 'docs/intro.md'), '# Intro\n');
    writeFileSync(
      join(site, 'site.config.ts'),
      "export default { title: 'T', url: 'https://example.com' };\n",
    );
    writeFileSync(join(site, 'sidebars.json'), JSON.stringify({ docs: ['intro'] }));
    const missing = await run('docs:version');
    assert.equal(missing.code, 1);
    assert.match(missing.err, /Name the version/);
    const res = await run('docs:version', '1.0', site);
    assert.equal(res.code, 0, res.err);
    assert.match(res.out, /Version 1\.0 created/);
    assert.equal(
      readFileSync(join(site, 'versioned_docs/version-1.0/intro.md'), 'utf8'),
      '# Intro\n',
    );
    assert.deepEqual(JSON.parse(readFileSync(join(site, 'versions.json'), 'utf8')), ['1.0']);
    const again = await run('docs:version', '1.0', site);
    assert.equal(again.code, 1);
    assert.doesNotMatch(again.err, /\n\s+at /, 'no stack trace');
  });
  it('clears build output and caches', async () => {
    const site = tempSite();
    for (const d of ['build', '.cache', '.generated', '.docusaurus']) {
      rmSync(join(site, d), { recursive: true, force: true });
      writeFileSync(join(site, d), 'x');
    }
    assert.equal((await run('clear', site)).code, 0);
    assert.deepEqual(readdirSync(site), []);
  });
});

describe('swizzle', () => {
  it('lists the theme components', () => {
    const names = listComponents();
    for (const n of ['Navbar', 'Footer', 'Admonition', 'Layout', 'MDXComponents'])
      assert.ok(names.includes(n), n);
  });
  it('ejects a copy of the component’s files', () => {
    const site = tempSite();
    const files = swizzle({ siteDir: site, name: 'Footer', mode: 'eject' });
    assert.deepEqual(files, [join(site, 'src/theme/Footer/index.tsx')]);
    assert.equal(
      readFileSync(files[0], 'utf8'),
      readFileSync(join(THEME_DIR, 'Footer/index.tsx'), 'utf8'),
    );
  });
  it('writes a wrapper around the original', async () => {
    const site = tempSite();
    const res = await run('swizzle', 'Navbar', site, '--wrap');
    assert.equal(res.code, 0, res.err);
    const text = readFileSync(join(site, 'src/theme/Navbar/index.tsx'), 'utf8');
    assert.match(text, /import Original from '@theme-original\/Navbar';/);
    assert.match(text, /<Original \{\.\.\.props\} \/>/);
  });
  it('refuses an unknown name, an existing override and a missing mode', async () => {
    const site = tempSite();
    assert.throws(
      () => swizzle({ siteDir: site, name: 'Navbr', mode: 'wrap' }),
      /no theme component "Navbr"/,
    );
    swizzle({ siteDir: site, name: 'Footer', mode: 'wrap' });
    assert.throws(
      () => swizzle({ siteDir: site, name: 'Footer', mode: 'eject' }),
      /already exists/,
    );
    assert.match((await run('swizzle', 'TOC', site)).err, /Choose one of --wrap or --eject/);
  });
});

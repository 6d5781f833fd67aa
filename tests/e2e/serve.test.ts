// npm run serve: clean URLs, a real 404, caching, compression, security headers.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serve } from '../../src/core/serve';
import { ensureBuilt, fixture, serveSite } from './helpers';

const site = fixture('basic-site');
let server: Awaited<ReturnType<typeof serveSite>>;
before(async () => {
  ensureBuilt(site);
  server = await serveSite(site);
});
after(() => server?.close());

describe('static server', () => {
  it('serves every clean URL form of a page', async () => {
    for (const path of [
      '/intro',
      '/intro/',
      '/intro.html',
      '/intro/index.html',
      '/guides/',
      '/guides',
      '/',
    ]) {
      const res = await fetch(server.url + path);
      assert.equal(res.status, 200, path);
      assert.match(await res.text(), /<div id="__docusaurus">/);
    }
  });
  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await fetch(server.url + '/nothing/here');
    assert.equal(res.status, 404);
    assert.match(await res.text(), /Page Not Found/);
  });
  it('caches hashed assets for a year and revalidates HTML', async () => {
    const js = readdirSync(join(site, 'build/assets/js')).find((f) => f.startsWith('main.'))!;
    const asset = await fetch(`${server.url}/assets/js/${js}`);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(server.url + '/intro')).headers.get('cache-control'), 'no-cache');
  });
  it('compresses text and sends security headers', async () => {
    const res = await fetch(server.url + '/intro', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    assert.ok(res.headers.get('referrer-policy'));
  });
  it('refuses very long URLs and unsupported methods without crashing', async () => {
    assert.equal((await fetch(server.url + '/' + 'a'.repeat(9000))).status, 414);
    assert.equal((await fetch(server.url + '/intro', { method: 'DELETE' })).status, 405);
    assert.equal((await fetch(server.url + '/intro', { method: 'HEAD' })).status, 200);
    assert.equal((await fetch(server.url + '/intro')).status, 200);
  });
});

describe("pages' own scripts", () => {
  it('are allowed on every page, and a rebuilt page its new ones, in every URL form', async () => {
    // A build whose pages load scripts from other hosts (an ad, a widget written in the Markdown).
    const buildDir = mkdtempSync(join(tmpdir(), 'serve-page-scripts-'));
    cpSync(join(site, 'build'), buildDir, { recursive: true });
    const page = (name: string, body: string) => {
      mkdirSync(join(buildDir, name), { recursive: true });
      writeFileSync(join(buildDir, name, 'index.html'), `<!doctype html><main>${body}</main>`);
    };
    page('ad', '<script async src="//cdn.ads.example/ad.js"></script>');
    const served = await serve({ siteDir: site, buildDir, port: 0, host: '127.0.0.1' });
    const scriptSrc = async (path: string) =>
      /script-src ([^;]*)/.exec(
        (await fetch(served.url + path)).headers.get('content-security-policy') ?? '',
      )?.[1];
    try {
      for (const path of ['/ad', '/ad/', '/ad.html', '/ad/index.html'])
        assert.equal(await scriptSrc(path), "'self' 'unsafe-inline' cdn.ads.example", path);
      // Another page too, once the pages are read (in the background): a reader who opens it and
      // then navigates to the ad's page in the app keeps its policy.
      const deadline = Date.now() + 10_000;
      while ((await scriptSrc('/intro')) !== "'self' 'unsafe-inline' cdn.ads.example")
        assert.ok(Date.now() < deadline, 'the other pages get the ad host');
      // Not a page: the site-wide policy.
      const css = readdirSync(join(buildDir, 'assets/css'))[0];
      assert.equal(await scriptSrc(`/assets/css/${css}`), "'self' 'unsafe-inline'");
      // A rebuild that changes a page adds its new hosts.
      await new Promise((resolve) => setTimeout(resolve, 20));
      page('ad', '<script src="https://widget.example.com/w.js"></script>');
      assert.equal(
        await scriptSrc('/ad'),
        "'self' 'unsafe-inline' https://widget.example.com cdn.ads.example",
      );
    } finally {
      await served.close();
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});

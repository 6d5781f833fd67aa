// Hostile and heavy traffic against the servers: path traversal in every
// encoding, oversized requests, malformed search requests (fuzz), a sustained
// load, and clients that hang up mid-request. Nothing may crash, leak or lie.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import autocannon from 'autocannon';
import { ensureBuilt, fixture, REPO, serveSite } from './helpers';
import { fuzzRequests } from '../../scripts/lib/fuzz';
import {
  hangUpMidRequest,
  QUERY_PATH,
  raw,
  startSearchProcess,
} from '../../scripts/lib/search-process';

const site = fixture('basic-site');

describe('static server under hostile requests', () => {
  let server: Awaited<ReturnType<typeof serveSite>>;
  let port: number;
  before(async () => {
    ensureBuilt(site);
    server = await serveSite(site);
    port = Number(new URL(server.url).port);
  });
  after(() => server?.close());

  it('never reads outside build/, whatever the encoding', async () => {
    const secret = readFileSync(join(REPO, 'package.json'), 'utf8').slice(0, 40);
    const attempts = [
      '/../package.json',
      '/../../package.json',
      '/%2e%2e/package.json',
      '/%2e%2e%2fpackage.json',
      '/..%2f..%2fpackage.json',
      '/%252e%252e%252fpackage.json',
      '/..%5cpackage.json',
      '/..\\..\\package.json',
      '/assets/..%5c..%5cpackage.json',
      '/%2e%2e%5c%2e%2e%5cpackage.json',
      '/intro%00.html',
      '/%00',
      '/..%00/package.json',
      '/./.././package.json',
      '/%c0%ae%c0%ae/package.json',
      '//etc/passwd',
      '/%2fetc%2fpasswd',
      '/....//package.json',
    ];
    for (const path of attempts) {
      const res = await raw(port, 'GET', path);
      assert.ok([400, 404].includes(res.status), `${path} → ${res.status}`);
      assert.ok(
        !res.body.includes(secret) && !res.body.includes('root:x:0'),
        `${path} leaked a file`,
      );
    }
    assert.equal((await raw(port, 'GET', '/intro')).status, 200, 'still serving');
  });

  it('answers oversized URLs with 414 and oversized headers with 431', async () => {
    assert.equal((await raw(port, 'GET', '/' + 'x'.repeat(10_000))).status, 414);
    const big = await raw(port, 'GET', '/intro', { 'x-big': 'y'.repeat(20_000) }).catch(() => ({
      status: 431,
    }));
    assert.equal(big.status, 431);
    assert.equal((await raw(port, 'GET', '/intro')).status, 200);
  });

  it('handles HEAD and OPTIONS', async () => {
    const head = await raw(port, 'HEAD', '/intro');
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    const options = await raw(port, 'OPTIONS', '/intro');
    assert.equal(options.status, 204);
    assert.match(String(options.headers.allow), /GET/);
  });

  it('allows exactly the sources the site uses in its Content-Security-Policy', async () => {
    const res = await raw(port, 'GET', '/intro');
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /connect-src 'self'(;|$)/, 'local search: only the same origin');
    assert.match(
      csp,
      /frame-src 'self' https:/,
      'content may embed https frames (videos, sandboxes)',
    );
    assert.doesNotMatch(
      csp,
      /google|algolia|jsdelivr/,
      'no analytics or hosted search when not configured',
    );
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });
});

describe('search service under fire', () => {
  let service: Awaited<ReturnType<typeof startSearchProcess>>;
  let port: number;
  const query = (q: string) =>
    raw(
      port,
      'POST',
      QUERY_PATH,
      { 'content-type': 'text/plain' },
      JSON.stringify({ requests: [{ indexName: 'fixture', query: q }] }),
    );
  const rss = () => service.rss();

  before(async () => {
    ensureBuilt(site);
    service = await startSearchProcess(join(site, 'build/search/records.json'));
    port = service.port;
  });
  after(() => service?.stop());

  it('answers every malformed, oversized or hostile request with an Algolia-shaped 2xx/4xx JSON', async () => {
    const count = Number(process.env.FUZZ_REQUESTS ?? 2000);
    let checked = 0;
    for (const r of fuzzRequests(count, 42)) {
      const res = await raw(port, r.method, r.path, r.headers, r.body);
      assert.ok(
        res.status >= 200 && res.status < 500 && !(res.status >= 300 && res.status < 400),
        `${r.label}: status ${res.status}`,
      );
      if (res.status !== 204) {
        const json = JSON.parse(res.body) as {
          message?: string;
          status?: number;
          results?: unknown[];
        };
        if (res.status >= 400) {
          assert.equal(typeof json.message, 'string', `${r.label}: message`);
          assert.equal(json.status, res.status, `${r.label}: status field`);
          assert.doesNotMatch(json.message!, /\n\s+at /, 'no stack trace');
        }
        assert.doesNotMatch(res.body, /<script>alert/i, `${r.label}: markup came back unescaped`);
      }
      checked++;
    }
    assert.equal(checked, count);
    const ok = await query('install');
    assert.equal(ok.status, 200);
    assert.ok((JSON.parse(ok.body).results[0].nbHits as number) > 0);
  });

  it('survives clients that hang up mid-request', async () => {
    for (let i = 0; i < 50; i++) await hangUpMidRequest(port);
    assert.equal((await query('setup')).status, 200);
  });

  it('holds a sustained load with zero errors and flat memory', async () => {
    // 10 s at 100 connections is thousands of requests; the minute-long soak is `scripts/soak.ts`.
    const seconds = Number(process.env.LOAD_SECONDS ?? 10);
    const body = JSON.stringify({
      requests: [
        {
          indexName: 'fixture',
          query: 'setup',
          hitsPerPage: 20,
          attributesToSnippet: ['content:10'],
        },
      ],
    });
    const url = `http://127.0.0.1:${port}${QUERY_PATH}`;
    // Warm up, then compare memory across the run.
    await autocannon({ url, method: 'POST', body, connections: 20, duration: 2 });
    const before = rss();
    const result = await autocannon({
      url,
      method: 'POST',
      body,
      connections: 100,
      duration: seconds,
    });
    const afterMb = rss();
    assert.equal(result.errors, 0);
    assert.equal(result.non2xx, 0);
    assert.ok(result.requests.total > seconds * 100, `throughput ${result.requests.average}/s`);
    assert.ok(
      afterMb - before < 100,
      `memory grew from ${before.toFixed(0)} to ${afterMb.toFixed(0)} MB`,
    );
  });
});

// The search service in its own process, and raw HTTP clients for hostile
// traffic: shared by the reliability tests and `npm run soak`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

export const QUERY_PATH =
  '/1/indexes/*/queries?x-algolia-application-id=LOCAL&x-algolia-api-key=search';

/** Starts src/search/standalone.ts on a free port over a records file (keys: search / admin). */
export async function startSearchProcess(recordsFile: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(REPO, 'src/search/standalone.ts'),
      '--port',
      '0',
      '--records',
      recordsFile,
    ],
    {
      cwd: REPO,
      env: { ...process.env, SEARCH_API_KEY: 'search', SEARCH_ADMIN_KEY: 'admin' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`search service exited (${code})`)));
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /http:\/\/[^:\s]+:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
  });
  return {
    port,
    /** Resident memory of the service, in MB. */
    rss: () =>
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
    stop: () => child.kill(),
  };
}

/**
 * A raw request: the path is sent exactly as given, on a fresh connection (a refused body may
 * close it). A body always goes with its Content-Length: Node sends DELETE bodies unframed
 * otherwise, and the server would read them as a second, malformed request.
 */
export function raw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const framed =
      body === undefined
        ? headers
        : { 'content-length': String(Buffer.byteLength(body)), ...headers };
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: framed, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Opens a search request, sends half its body, and hangs up. */
export function hangUpMidRequest(port: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${QUERY_PATH} HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n{"requests":[{"indexName":"fixture","qu`,
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 5);
    });
    socket.on('error', () => resolve());
  });
}

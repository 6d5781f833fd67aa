/**
 * Request bodies of the search API: read up to a size limit (after gunzip when the client sent
 * `Content-Encoding: gzip`), and what is left of a refused body drained so the connection can
 * answer.
 */

import type { IncomingMessage } from 'node:http';
import { createGunzip } from 'node:zlib';

/** After a 413, at most this much of the rest of the body is read and discarded. */
export const MAX_DISCARD = 8 * 1024 * 1024;

export type BodyResult =
  | { kind: 'ok'; body: Buffer }
  | { kind: 'too-large' }
  | { kind: 'aborted' }
  | { kind: 'bad-encoding' };

/** Reads a request body up to `limit` bytes (after gunzip when the body is gzip-encoded). */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    if (req.readableEnded) {
      // Already read to the end by whoever called handle(): nothing left to read.
      resolve({ kind: 'ok', body: Buffer.alloc(0) });
      return;
    }
    const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity' && encoding !== 'gzip') {
      resolve({ kind: 'bad-encoding' });
      return;
    }
    let settled = false;
    const chunks: Buffer[] = [];
    let size = 0;
    let rawSize = 0;
    const gunzip = encoding === 'gzip' ? createGunzip() : null;

    const cleanup = () => {
      req.off('data', onRawData);
      req.off('end', onRawEnd);
      req.off('error', onAbort);
      req.off('close', onClose);
      if (gunzip) {
        gunzip.removeAllListeners();
        gunzip.on('error', () => {});
        gunzip.destroy();
      }
    };
    const finish = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      cleanup();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        finish({ kind: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onRawData = (chunk: Buffer) => {
      rawSize += chunk.length;
      if (rawSize > limit) {
        finish({ kind: 'too-large' });
        return;
      }
      if (gunzip) gunzip.write(chunk);
      else onData(chunk);
    };
    const onRawEnd = () => {
      if (gunzip) gunzip.end();
      else finish({ kind: 'ok', body: Buffer.concat(chunks) });
    };
    const onAbort = () => finish({ kind: 'aborted' });
    const onClose = () => {
      if (!req.complete) finish({ kind: 'aborted' });
    };
    if (gunzip) {
      gunzip.on('data', onData);
      gunzip.on('end', () => finish({ kind: 'ok', body: Buffer.concat(chunks) }));
      gunzip.on('error', () => finish({ kind: 'bad-encoding' }));
    }
    req.on('data', onRawData);
    req.on('end', onRawEnd);
    req.on('error', onAbort);
    req.on('close', onClose);
  });
}

/**
 * Answers a refused request once the rest of its body has been read and dropped. Clients such
 * as fetch and Node's http write the whole body before they read, so an answer sent early (and
 * the connection closed behind it) reaches them as a broken pipe instead of the error. A body
 * past MAX_DISCARD, or one that stalls for 5 s, gets the answer at once and a closed connection.
 */
export function answerAfterBody(req: IncomingMessage, answer: (close: boolean) => void): void {
  if (req.complete || req.readableEnded) {
    answer(false);
    return;
  }
  let discarded = 0;
  let answered = false;
  const settle = (close: boolean) => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    req.off('data', drop);
    if (close) req.pause();
    answer(close);
  };
  const drop = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARD) settle(true);
  };
  const timer = setTimeout(() => settle(true), 5000);
  timer.unref();
  req.on('data', drop);
  req.on('end', () => settle(false));
  req.on('error', () => settle(true));
  req.resume();
}

/**
 * Answers of the search API: JSON bodies with Algolia's headers, Algolia-shaped errors
 * (`{ message, status }`), and CORS preflights.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';

const JSON_TYPE = 'application/json; charset=UTF-8';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = [
  'accept',
  'content-type',
  'content-encoding',
  'x-algolia-api-key',
  'x-algolia-application-id',
  'x-algolia-agent',
  'x-algolia-usertoken',
  'x-algolia-request-id',
  'request-id',
].join(', ');

export function send(res: ServerResponse, status: number, body: unknown, close = false): void {
  if (res.headersSent || res.destroyed || res.writableEnded) return;
  const payload = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'Content-Type': JSON_TYPE,
    'Content-Length': Buffer.byteLength(payload),
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
  if (close) headers.Connection = 'close';
  res.writeHead(status, headers);
  res.end(payload);
}

export function sendError(res: ServerResponse, status: number, message: string, close = false) {
  send(res, status, { message, status }, close);
}

/** Answers a CORS preflight: any origin, Algolia's methods, the headers asked for. */
export function sendPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = String(req.headers['access-control-request-headers'] ?? '');
  res.writeHead(204, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers':
      /^[\w\-, ]*$/.test(requested) && requested ? requested : ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
    'Content-Length': 0,
  });
  res.end();
}

/**
 * Answers of the search API: JSON bodies with Algolia's headers and Algolia-shaped errors
 * (`{ message, status }`). CORS headers come from the `cors` package, in service.ts.
 */

import type { ServerResponse } from 'node:http';

const JSON_TYPE = 'application/json; charset=UTF-8';
export const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

export function send(res: ServerResponse, status: number, body: unknown, close = false): void {
  sendPayload(res, status, JSON.stringify(body), close);
}

/** An answer already serialized (by the search thread). */
export function sendPayload(res: ServerResponse, status: number, payload: string, close = false) {
  if (res.headersSent || res.destroyed || res.writableEnded) return;
  const headers: Record<string, string | number> = {
    'Content-Type': JSON_TYPE,
    'Content-Length': Buffer.byteLength(payload),
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

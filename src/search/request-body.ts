/**
 * Refusals that come before the body is read (no such route, a bad key): the body the client is
 * still sending is drained first, up to a bound, so the connection can answer. Reading bodies
 * that are read is body-parser's (service.ts).
 */

import type { IncomingMessage } from 'node:http';

/** A refused body is read and discarded up to this size; a larger one closes the connection. */
export const MAX_DISCARD = 8 * 1024 * 1024;

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

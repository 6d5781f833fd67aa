// The dev server's search while its first records are still being built (a fresh clone has
// no build and no earlier run): a search request waits for them instead of being answered
// "Index does not exist", so the reader's first search shows hits. The first records are read
// from the Markdown within seconds (see content-records.ts); the wait ends when they are
// loaded. It stays under the dev client's 60-s read time-out (src/theme/search/client.ts) as a
// safety for a machine too busy even for that: past it the service answers as it is (an
// Algolia 404, which the client neither retries nor counts as a down host).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Longest wait for the first records, under the dev client's read time-out. */
export const FIRST_RECORDS_WAIT_MS = 55_000;

type Handle = (req: IncomingMessage, res: ServerResponse) => void;

/** `handle` once `ready` resolves (at once after that), or after `maxWaitMs` at the latest. */
export function untilSearchReady(
  ready: Promise<void>,
  handle: Handle,
  maxWaitMs = FIRST_RECORDS_WAIT_MS,
): Handle {
  let isReady = false;
  void ready.then(() => (isReady = true));
  return (req, res) => {
    if (isReady) return handle(req, res);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
    void Promise.race([ready, waited]).then(() => {
      clearTimeout(timer);
      handle(req, res);
    });
  };
}

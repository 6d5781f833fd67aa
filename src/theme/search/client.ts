// The one algoliasearch client of the site (v5 lite), shared by the modal and
// the search page. Retries across hosts, the memory of a down host and the
// time-outs are the client's own, except in the dev server (see below).
import {
  createBrowserLocalStorageCache,
  createFallbackableCache,
  createMemoryCache,
  createNullCache,
  createStatefulHost,
  type Cache,
  type Host,
  type StatefulHost,
} from '@algolia/client-common';
import { apiClientVersion, liteClient, type LiteClient } from 'algoliasearch/lite';
import { isLocalSearch, searchConfig, searchHosts } from './config';

/** How long the client keeps a failed host aside (client-common's EXPIRATION_DELAY). */
const HOST_MEMORY_MS = 2 * 60 * 1000;

const isHost = (key: unknown): key is Host =>
  typeof key === 'object' && key !== null && typeof (key as Host).url === 'string';

/** A host's identity, without the state the transporter attaches to it. */
function hostKey(host: Host): Host {
  const key: Host = { url: host.url, accept: host.accept, protocol: host.protocol };
  if (host.port) key.port = host.port;
  return key;
}

/** A stored host state read back from JSON, with its methods again. */
function revive(value: StatefulHost): StatefulHost {
  if (typeof value.isUp === 'function') return value;
  const host = hostKey(value);
  if (value.status === 'up' || Date.now() - value.lastUpdate > HOST_MEMORY_MS)
    return createStatefulHost(host);
  return { ...createStatefulHost(host, value.status), lastUpdate: value.lastUpdate };
}

/**
 * The client's own hosts cache (local storage `algolia-client-js-<version>-<appId>`,
 * falling back to memory), fixed for client-common 5.x: the transporter writes a
 * failed host under a key that includes its state (so a later read, keyed by the
 * bare host, never finds it) and reads JSON back without the `isUp`/`isTimedOut`
 * methods. Keys are reduced to the host's identity and stored states revived, so a
 * failed host really is skipped for 2 minutes.
 */
function createHostsCache(appId: string): Cache {
  const cache = createFallbackableCache({
    caches: [
      createBrowserLocalStorageCache({ key: `${apiClientVersion}-${appId}` }),
      createMemoryCache(),
    ],
  });
  const normalize = (key: Record<string, unknown> | string) => (isHost(key) ? hostKey(key) : key);
  return {
    get: (key, defaultValue, events) =>
      cache
        .get(normalize(key), defaultValue, events)
        .then((value) =>
          isHost(value)
            ? (revive(value as unknown as StatefulHost) as unknown as typeof value)
            : value,
        ),
    set: (key, value) => cache.set(normalize(key), value),
    delete: (key) => cache.delete(normalize(key)),
    clear: () => cache.clear(),
  };
}

/**
 * How long a dev search may wait for its answer: a fresh clone's first search waits for the first
 * records (src/core/dev-search-gate.ts holds it at most 55 s, under this).
 */
export const DEV_READ_TIMEOUT_MS = 60_000;

/**
 * Dev server: the records change with every save, so no answer is kept (the same query asked
 * again must see the edit); and the server is busy for a moment after a save (compiling, loading
 * the new records), so a search waits for it instead of failing with "Unreachable hosts".
 */
const devOptions =
  process.env.NODE_ENV === 'development'
    ? {
        responsesCache: createNullCache(),
        requestsCache: createNullCache(),
        timeouts: { connect: 10_000, read: DEV_READ_TIMEOUT_MS, write: DEV_READ_TIMEOUT_MS },
      }
    : {};

/**
 * The site's own search service: one host, the server the page came from. There is no other host
 * to turn to, so Algolia's short time-outs (made to fail over fast between its hosts) would only
 * turn a slow answer on a busy machine into "Unable to fetch results" and set the only host aside
 * for 2 minutes: a slow answer is waited for instead.
 */
const localOptions = isLocalSearch()
  ? { timeouts: { connect: 10_000, read: 20_000, write: 30_000 } }
  : {};

let client: LiteClient | undefined;

export function getSearchClient(): LiteClient {
  if (!client) {
    const hosts = searchHosts();
    client = liteClient(searchConfig.appId, searchConfig.apiKey, {
      ...(hosts ? { hosts } : {}),
      hostsCache: createHostsCache(searchConfig.appId),
      ...localOptions,
      ...devOptions,
    });
  }
  return client;
}

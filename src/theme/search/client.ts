// The one algoliasearch client of the site (v5 lite), shared by the modal and
// the search page. Retries across hosts, the memory of a down host and the
// time-outs are the client's own.
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { searchConfig, searchHosts } from './config';

let client: LiteClient | undefined;

export function getSearchClient(): LiteClient {
  if (!client) {
    const hosts = searchHosts();
    client = liteClient(searchConfig.appId, searchConfig.apiKey, hosts ? { hosts } : undefined);
  }
  return client;
}

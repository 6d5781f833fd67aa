// The suffix the theme's browser-storage keys carry, as Docusaurus's `storage.namespace`: none by
// default; `true` gives `-` and 3 hex digits of the md5 of the site's address (url and baseUrl), so
// two sites on one domain keep their readers' choices apart; a string gives `-<string>`. Pure.
import { createHash } from 'node:crypto';

export function storageNamespace(
  url: string,
  baseUrl: string,
  namespace: boolean | string,
): string {
  if (typeof namespace === 'string') return namespace ? `-${namespace}` : '';
  if (!namespace) return '';
  const base = baseUrl.replace(/^\/+|\/+$/g, '');
  const address = `${url.replace(/\/+$/, '')}/${base ? `${base}/` : ''}`;
  return `-${createHash('md5').update(address).digest('hex').slice(0, 3)}`;
}

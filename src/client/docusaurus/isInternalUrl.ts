// @docusaurus/isInternalUrl: a URL without a scheme or `//` host is the site's own.
const SCHEME = /^(?:\w*:|\/\/)/;

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !SCHEME.test(url);
}

// @docusaurus/useBrokenLinks: the reference collects each page's links and anchors while it
// prerenders; here the build reads them from the written HTML, so what a site's Heading or Link
// reports through this hook is already known and collecting is a no-op.
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const brokenLinks: BrokenLinks = { collectLink() {}, collectAnchor() {} };

export default function useBrokenLinks(): BrokenLinks {
  return brokenLinks;
}

// One URL rendered to HTML, with the head tags its page declared: what each prerendering entry
// (prerender.tsx for builds, server.tsx for the dev server's search records) runs per page.
import type { ReactNode } from 'react';
import { createPath, parsePath, Router, type Navigator, type To } from 'react-router-dom';
import { HeadCollectorProvider, mergeHead, type HeadTags } from '../client/head';
import { Shell } from './shell';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
const stateless = (what: string) => () => {
  throw new Error(
    `navigator.${what}() while prerendering: a page cannot navigate before it is in a browser`,
  );
};

/** A router fixed at one location that cannot navigate, as React Router's StaticRouter. */
const staticNavigator: Navigator = {
  createHref: href,
  encodeLocation(to) {
    const url = new URL(href(to).replace(/ $/, '%20'), 'http://localhost');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  },
  push: stateless('push'),
  replace: stateless('replace'),
  go: stateless('go'),
};

/**
 * React Router's StaticRouter, made of parts every page's script has anyway: the builds prerender
 * from the browser's bundle, where StaticRouter itself would add its code to every page's first load.
 */
function AtLocation({ url, children }: { url: string; children: ReactNode }) {
  const { pathname = '/', search = '', hash = '' } = parsePath(url);
  const location = { pathname, search, hash, state: null, key: 'default' };
  return (
    <Router location={location} navigator={staticNavigator} static>
      {children}
    </Router>
  );
}

/** `toString`: React DOM's renderToString, from the server build the entry's bundle can run. */
export function renderPage(url: string, toString: (node: ReactNode) => string) {
  const collected: HeadTags[] = [];
  const html = toString(
    <HeadCollectorProvider collect={(tags) => collected.push(tags)}>
      <AtLocation url={url}>
        <Shell />
      </AtLocation>
    </HeadCollectorProvider>,
  );
  return { html, head: mergeHead(collected) };
}

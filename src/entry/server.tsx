// Prerendering entry (bundled for Node): renders one URL to HTML and returns
// the head tags the page declared.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { modules } from '@generated/registry.server.js';
import { HeadCollectorProvider, mergeHead, type HeadTags } from '../client/head';
import { registerModules } from '../client/modules';
import { Shell } from './shell';

registerModules(modules);

// For a content-only rebuild (src/core/build-phases/content-only.ts): a Markdown module compiled
// alone takes this bundle's modules by id and replaces the route module it was built with.
declare const __webpack_require__: (id: string | number) => unknown;
export const requireModule = (id: string | number) => __webpack_require__(id);
export { registerModules };

export function render(url: string) {
  const collected: HeadTags[] = [];
  const html = renderToString(
    <HeadCollectorProvider collect={(tags) => collected.push(tags)}>
      <StaticRouter location={url}>
        <Shell />
      </StaticRouter>
    </HeadCollectorProvider>,
  );
  return { html, head: mergeHead(collected) };
}

// Prerendering entry (bundled for Node): renders one URL to HTML and returns
// the head tags the page declared.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { modules } from '@generated/registry.server.js';
import { HeadCollectorProvider, mergeHead, type HeadTags } from '../client/head';
import { registerModules } from '../client/modules';
import { Shell } from './shell';

registerModules(modules);

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

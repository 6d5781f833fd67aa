// The dev server's prerendering entry (bundled for Node, every route module imported): renders
// one URL for its search records (src/core/dev-records.ts). Builds prerender from the client
// bundle itself (prerender.tsx).
import { renderToString } from 'react-dom/server';
import { modules } from '@generated/registry.server.js';
import { registerModules } from '../client/modules';
import { renderPage } from './render';

registerModules(modules);

export const render = (url: string) => renderPage(url, renderToString);

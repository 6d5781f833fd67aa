// What the build hands the browser: the site config, the docs plugin's and the site's plugins'
// global data and the route table. Everything else arrives with the route chunks.
import siteConfig from '@generated/site-config.json';
import docsGlobalData from '@generated/docs-global-data.json';
import pluginsGlobalData from '@generated/plugins-global-data.json';
import routes from '@generated/routes.json';
import { createMatcher } from './routes';

export { siteConfig, docsGlobalData, pluginsGlobalData, routes };
export const matchRoute = createMatcher(routes);

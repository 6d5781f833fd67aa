// What the build hands the browser: the site config, the docs global data and
// the route table. Everything else arrives with the route chunks.
import siteConfig from '@generated/site-config.json';
import docsGlobalData from '@generated/docs-global-data.json';
import routes from '@generated/routes.json';
import { createMatcher } from './routes';

export { siteConfig, docsGlobalData, routes };
export const matchRoute = createMatcher(routes);

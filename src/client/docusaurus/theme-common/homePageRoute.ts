// `useHomePageRoute` (theme-common/internal): the route at the site's baseUrl, or undefined when the
// site has no home page (breadcrumbs then show no home link, as the reference's do).
import { routes, siteConfig } from '../../data';

const homePageRoute = routes.find((route) => route.path === siteConfig.baseUrl);

export function useHomePageRoute(): (typeof routes)[number] | undefined {
  return homePageRoute;
}

// Google Analytics page views on client-side navigation. The first page view
// comes from the tag's own `config` call in the head, so it is not repeated.
import { siteConfig } from '@docgen/client/data';
import { onRouteDidUpdate } from '@docgen/client/navigation';

type Gtag = (...args: unknown[]) => void;

export function installAnalytics(): void {
  if (!siteConfig.gtag) return;
  onRouteDidUpdate(({ previous, location }) => {
    if (!previous) return;
    if (
      previous.pathname === location.pathname &&
      previous.search === location.search &&
      previous.hash === location.hash
    )
      return;
    // After the new title is in place.
    window.setTimeout(() => {
      const gtag = (window as unknown as { gtag?: Gtag }).gtag;
      gtag?.('set', 'page_path', location.pathname + location.search + location.hash);
      gtag?.('event', 'page_view');
    });
  });
}

// Links: internal ones navigate in the app and prefetch their route when they
// scroll into view (preload on hover/touch); external ones open a new tab. An
// internal link reads the router's navigator (stable), not its location: a
// navigation re-renders no link (a sidebar has 100+), only relative ones, which
// resolve against the current page.
import {
  forwardRef,
  useContext,
  useEffect,
  useRef,
  type AnchorHTMLAttributes,
  type ForwardedRef,
  type MouseEvent,
  type MutableRefObject,
} from 'react';
import { flushSync } from 'react-dom';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type LinkProps as RouterLinkProps,
} from 'react-router-dom';
import { addBaseUrl } from '../shared/baseUrl';
import { applyTrailingSlash } from '../shared/trailing-slash';
import { matchRoute, siteConfig } from './data';
import { isRouteLoaded, loadRoute, prefetch, preload } from './modules';
import { startProgress } from './progress';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  replace?: RouterLinkProps['replace'];
  state?: RouterLinkProps['state'];
  /** Explicitly allow a leading-slash href that should not navigate in the app. */
  isNavLink?: boolean;
  /** false: a `/path` is not put under the site's base URL (it already names the full path). */
  autoAddBaseUrl?: boolean;
}

/** A site path (`/guide`) under the base URL (`/docs/guide`), unless it is there already. */
const withBase = (url: string, auto: boolean | undefined) =>
  auto !== false && url.startsWith('/') ? addBaseUrl(siteConfig.url, siteConfig.baseUrl, url) : url;

const SCHEME = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** A left click with no modifier: the app navigates (others open tabs, windows, downloads). */
const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;
export const isExternalUrl = (url: string) => SCHEME.test(url);

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { autoAddBaseUrl, ...props },
  ref,
) {
  const destination = withBase(props.to ?? props.href ?? '', autoAddBaseUrl);
  const pseudo = destination.startsWith('pathname://');
  const external = !pseudo && isExternalUrl(destination);
  const plain =
    pseudo ||
    external ||
    destination.startsWith('#') ||
    (props.target !== undefined && props.target !== '_self') ||
    !destination;
  if (plain) {
    // `pathname:///files/x.pdf`: a full page load, still under the base URL.
    const to = pseudo
      ? `pathname://${withBase(destination.slice('pathname://'.length), autoAddBaseUrl)}`
      : destination;
    return <PlainLink {...props} to={to} href={undefined} ref={ref} />;
  }
  if (destination.startsWith('/'))
    return (
      <AppLink
        {...props}
        ref={ref}
        resolved={applyTrailingSlash(destination, siteConfig.trailingSlash, siteConfig.baseUrl)}
      />
    );
  return <RelativeLink {...props} ref={ref} />;
});

/** Sets a forwarded ref (function or object) besides our own. */
function setRefs(
  ref: ForwardedRef<HTMLAnchorElement>,
  own: MutableRefObject<HTMLAnchorElement | null>,
) {
  return (el: HTMLAnchorElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
}

/** Anchors, other targets, external and pseudo URLs: the browser's own link. */
const PlainLink = forwardRef<HTMLAnchorElement, LinkProps>(function PlainLink(
  { to, href, target, rel, replace: _replace, state: _state, isNavLink: _isNavLink, ...props },
  ref,
) {
  const destination = to ?? href ?? '';
  const pseudo = destination.startsWith('pathname://');
  const external = !pseudo && isExternalUrl(destination);
  return (
    <a
      ref={ref}
      href={pseudo ? destination.slice('pathname://'.length) : destination || undefined}
      target={external ? (target ?? '_blank') : target}
      rel={external ? (rel ?? 'noopener noreferrer') : rel}
      {...props}
    />
  );
});

/** A relative link resolves against the current page, as the browser would. */
const RelativeLink = forwardRef<HTMLAnchorElement, LinkProps>(function RelativeLink(props, ref) {
  const { pathname } = useLocation();
  const destination = props.to ?? props.href ?? '';
  const resolved =
    new URL(destination, `http://x${pathname}`).pathname +
    (destination.match(/[?#].*$/)?.[0] ?? '');
  return <AppLink {...props} ref={ref} resolved={resolved} />;
});

const AppLink = forwardRef<HTMLAnchorElement, LinkProps & { resolved: string }>(function AppLink(
  { to: _to, href: _href, isNavLink: _isNavLink, resolved, replace, state, ...props },
  ref,
) {
  const { navigator } = useContext(NavigationContext);
  const anchorRef = useRef<HTMLAnchorElement | null>(null);
  const pathname = resolved.replace(/[?#].*$/, '');

  useEffect(() => {
    const el = anchorRef.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      prefetch(pathname);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting || e.intersectionRatio > 0)) {
        observer.disconnect();
        prefetch(pathname);
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [pathname]);

  const warm = () => preload(pathname);
  /** As the router's own links: a link to the page on screen replaces its history entry. */
  const go = () => {
    const here = window.location.pathname + window.location.search + window.location.hash;
    if (replace ?? here === resolved) navigator.replace(resolved, state);
    else navigator.push(resolved, state);
  };
  return (
    <a
      {...props}
      ref={setRefs(ref, anchorRef)}
      href={resolved}
      onClick={(e) => {
        props.onClick?.(e);
        if (e.defaultPrevented || !isPlainClick(e)) return;
        e.preventDefault();
        const route = matchRoute(pathname);
        if (isRouteLoaded(route)) return go(); // the app renders the next page at once
        // Load the next page's code first, then change the address and the page together.
        const stop = startProgress();
        const after = () => {
          stop();
          flushSync(go);
        };
        loadRoute(route).then(after, after);
      }}
      onMouseEnter={(e) => {
        warm();
        props.onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        warm();
        props.onTouchStart?.(e);
      }}
    />
  );
});

// Links: internal ones navigate in the app and prefetch their route when they
// scroll into view (preload on hover/touch); external ones open a new tab.
import {
  forwardRef,
  useEffect,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type MutableRefObject,
} from 'react';
import { flushSync } from 'react-dom';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  type LinkProps as RouterLinkProps,
} from 'react-router-dom';
import { matchRoute } from './data';
import { isRouteLoaded, loadRoute, prefetch, preload } from './modules';
import { startProgress } from './progress';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  replace?: RouterLinkProps['replace'];
  state?: RouterLinkProps['state'];
  /** Explicitly allow a leading-slash href that should not navigate in the app. */
  isNavLink?: boolean;
}

const SCHEME = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** A left click with no modifier: the app navigates (others open tabs, windows, downloads). */
const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;
export const isExternalUrl = (url: string) => SCHEME.test(url);

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, href, target, rel, ...props },
  ref,
) {
  const destination = to ?? href ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const anchorRef = useRef<HTMLAnchorElement | null>(null);
  const pseudo = destination.startsWith('pathname://');
  const external = !pseudo && isExternalUrl(destination);
  const plain =
    pseudo ||
    external ||
    destination.startsWith('#') ||
    (target !== undefined && target !== '_self') ||
    !destination;
  // Relative links resolve against the current page, as the browser would.
  const resolved =
    plain || destination.startsWith('/')
      ? destination
      : new URL(destination, `http://x${location.pathname}`).pathname +
        (destination.match(/[?#].*$/)?.[0] ?? '');
  const pathname = resolved.replace(/[?#].*$/, '');

  useEffect(() => {
    const el = anchorRef.current;
    if (plain || !el) return;
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
  }, [plain, pathname]);

  const setRef = (el: HTMLAnchorElement | null) => {
    anchorRef.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) (ref as MutableRefObject<HTMLAnchorElement | null>).current = el;
  };

  if (plain) {
    return (
      <a
        ref={setRef}
        href={pseudo ? destination.slice('pathname://'.length) : destination || undefined}
        target={external ? (target ?? '_blank') : target}
        rel={external ? (rel ?? 'noopener noreferrer') : rel}
        {...props}
      />
    );
  }
  const warm = () => preload(pathname);
  return (
    <RouterLink
      {...props}
      ref={setRef}
      to={resolved}
      target={target}
      rel={rel}
      onClick={(e) => {
        props.onClick?.(e);
        if (e.defaultPrevented || !isPlainClick(e)) return;
        const route = matchRoute(pathname);
        if (isRouteLoaded(route)) return; // the router navigates and renders at once
        // Load the next page's code first, then change the address and the page together.
        e.preventDefault();
        const stop = startProgress();
        const go = () => {
          stop();
          flushSync(() => navigate(resolved, { replace: props.replace, state: props.state }));
        };
        loadRoute(route).then(go, go);
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

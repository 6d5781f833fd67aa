// Links: internal ones navigate in the app and prefetch their route when they
// scroll into view (preload on hover/touch); external ones open a new tab.
import {
  forwardRef,
  useEffect,
  useRef,
  type AnchorHTMLAttributes,
  type MutableRefObject,
} from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { prefetch, preload } from './modules';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  /** Explicitly allow a leading-slash href that should not navigate in the app. */
  isNavLink?: boolean;
}

const SCHEME = /^([a-z][a-z\d+.-]*:|\/\/)/i;
export const isExternalUrl = (url: string) => SCHEME.test(url);

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, href, target, rel, ...props },
  ref,
) {
  const destination = to ?? href ?? '';
  const location = useLocation();
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

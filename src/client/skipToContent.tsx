// The skip link (theme-common's SkipToContentLink): the first thing Tab reaches,
// moving focus to the page's <main>, or to the main wrapper on pages without one.
import { useEffect, useRef, type ComponentProps } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The id of the layout's main wrapper, the skip link's target when a page has no <main>. */
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

const LABEL = 'Skip to main content';

export function SkipToContentLink(props: ComponentProps<'a'>) {
  const region = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    // After an in-app navigation, the next Tab lands on the skip link again.
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'PUSH' && !location.hash && region.current) {
      region.current.setAttribute('tabindex', '-1');
      region.current.focus({ preventScroll: true });
      region.current.removeAttribute('tabindex');
    }
  }, [location, navigationType]);
  return (
    <div ref={region} role="region" aria-label={LABEL}>
      <a
        {...props}
        href={`#${SkipToContentFallbackId}`}
        onClick={(e) => {
          e.preventDefault();
          const target =
            document.querySelector<HTMLElement>('main:first-of-type') ??
            document.getElementById(SkipToContentFallbackId);
          if (!target) return;
          target.setAttribute('tabindex', '-1');
          target.focus();
          target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
        }}
      >
        {props.children ?? LABEL}
      </a>
    </div>
  );
}

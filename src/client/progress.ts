// The route-change progress bar: nprogress, shown only when loading a new
// pathname takes longer than 200 ms.
import nprogress from 'nprogress';

export const PROGRESS_DELAY_MS = 200;
nprogress.configure({
  showSpinner: false,
  // nprogress's own template marks the bar `role="bar"`, which is no ARIA role (axe: critical, seen
  // whenever a route loads slowly). The bar is decoration: hidden from assistive technology.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** Starts the bar after the delay; the returned function stops it (or cancels it). */
export function startProgress(): () => void {
  const timer = window.setTimeout(() => nprogress.start(), PROGRESS_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    nprogress.done();
  };
}

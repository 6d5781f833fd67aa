// Keeping an element where it is on screen while the content above it changes
// (the reference's useScrollPositionBlocker: a tab switch that shortens the
// page above the clicked tab scrolls the window by the difference). The
// window's own scroll listeners (hide-on-scroll navbar, back-to-top button)
// ignore that compensating scroll, as the reference's scroll controller has them.
import { useCallback, useLayoutEffect, useRef } from 'react';

let scrollEventsEnabled = true;

/** False while the window is being scrolled by code to keep an element in place. */
export function areScrollEventsEnabled(): boolean {
  return scrollEventsEnabled;
}

export function useScrollPositionBlocker(): {
  blockElementScrollPositionUntilNextRender: (el: HTMLElement) => void;
} {
  const restoreRef = useRef<(() => void) | undefined>(undefined);
  const blockElementScrollPositionUntilNextRender = useCallback((el: HTMLElement) => {
    const top = el.getBoundingClientRect().top;
    scrollEventsEnabled = false;
    restoreRef.current = () => {
      restoreRef.current = undefined;
      const moved = el.getBoundingClientRect().top - top;
      if (!moved) {
        scrollEventsEnabled = true;
        return;
      }
      // The scroll event this causes is the one to ignore; listening again after it.
      const enable = () => {
        scrollEventsEnabled = true;
        window.removeEventListener('scroll', enable);
      };
      window.addEventListener('scroll', enable);
      window.scrollBy({ left: 0, top: moved });
    };
  }, []);
  useLayoutEffect(() => {
    // After every render of the component: the one the caller's state change causes restores.
    queueMicrotask(() => restoreRef.current?.());
  });
  return { blockElementScrollPositionUntilNextRender };
}

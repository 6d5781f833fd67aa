// Appears while scrolling up past 300 px; scrolls smoothly back to the top.
import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { areScrollEventsEnabled } from '@docgen/client/scrollPosition';
import { IconArrowUp } from '@theme/Icons';

export default function BackToTopButton() {
  const [shown, setShown] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      if (!areScrollEventsEnabled()) return;
      const y = window.scrollY;
      const atBottom = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      setShown(y < last.current && y >= 300 && !atBottom);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      aria-label="Scroll back to top"
      className={clsx(
        'clean-btn theme-back-to-top-button backToTopButton',
        shown && 'backToTopButtonShow',
      )}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      tabIndex={shown ? 0 : -1}
    >
      <IconArrowUp />
    </button>
  );
}

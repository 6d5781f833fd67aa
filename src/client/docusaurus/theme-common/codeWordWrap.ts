// useCodeWordWrap, for an ejected CodeBlock's word-wrap button: whether the
// code wraps, whether it overflows (the button shows only then, or while
// wrapping), and the toggle. Wrapping is an inline style on the block's <code>,
// as in the reference, so it needs no stylesheet of ours.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Calls `update` when the tab panel around the block is shown: a block in a hidden panel has no
 * width, so whether it overflows is only known once its tab is selected.
 */
function useOnTabPanelShown(ref: RefObject<HTMLPreElement | null>, update: () => void) {
  useEffect(() => {
    const panel = ref.current?.closest('[role="tabpanel"]');
    if (!panel) return;
    const observer = new MutationObserver(() => {
      if (!panel.hasAttribute('hidden')) update();
    });
    observer.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
    return () => observer.disconnect();
  }, [ref, update]);
}

export function useCodeWordWrap(): {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((on) => !on);
  }, [isEnabled]);

  // Wrapped code does not overflow, yet the button must stay to unwrap it: a styled <code> counts.
  const updateScrollable = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const wrapped = pre.querySelector('code')?.hasAttribute('style') ?? false;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || wrapped);
  }, []);

  useOnTabPanelShown(codeBlockRef, updateScrollable);
  useEffect(updateScrollable, [isEnabled, updateScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateScrollable, { passive: true });
    return () => window.removeEventListener('resize', updateScrollable);
  }, [updateScrollable]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}

// A collapsed/expanded state and the block it shows or hides (the reference's
// useCollapsible and Collapsible, without the height animation).
import { useCallback, useState, type ElementType, type ReactNode } from 'react';

export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }): {
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  toggleCollapsed: () => void;
} {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

export function Collapsible({
  collapsed,
  lazy = false,
  as: As = 'div',
  className,
  children,
}: {
  collapsed: boolean;
  /** Not rendered at all until first expanded. */
  lazy?: boolean;
  as?: ElementType;
  className?: string;
  children: ReactNode;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
}) {
  const [everShown, setEverShown] = useState(!collapsed);
  if (!collapsed && !everShown) setEverShown(true);
  if (lazy && !everShown) return null;
  return (
    <As
      className={className}
      style={collapsed ? { display: 'none', overflow: 'hidden', height: 0 } : undefined}
    >
      {children}
    </As>
  );
}

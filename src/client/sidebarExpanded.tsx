// Which category of one sidebar list was last expanded (the reference's
// useDocSidebarItemsExpandedState): a list provides it, and an ejected
// DocSidebarItem/Category sets it when it opens, so that with
// `docs.sidebar.autoCollapseCategories` its siblings close.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface ExpandedState {
  /** The index in the list of the category expanded last; null when none or it was collapsed. */
  expandedItem: number | null;
  setExpandedItem: (index: number | null) => void;
}

const ExpandedContext = createContext<ExpandedState | null>(null);

export function DocSidebarItemsExpandedStateProvider({ children }: { children: ReactNode }) {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  const state = useMemo(() => ({ expandedItem, setExpandedItem }), [expandedItem]);
  return <ExpandedContext.Provider value={state}>{children}</ExpandedContext.Provider>;
}

export function useDocSidebarItemsExpandedState(): ExpandedState {
  const state = useContext(ExpandedContext);
  if (!state)
    throw new Error(
      'Hook useDocSidebarItemsExpandedState is called outside the <DocSidebarItemsExpandedStateProvider>.',
    );
  return state;
}

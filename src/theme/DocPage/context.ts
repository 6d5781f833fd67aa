// What doc pages share with the components inside them (DocCardList).
import { createContext, useContext } from 'react';
import type { DocsVersionData } from '@docgen/shared/types';

export interface DocsContextValue {
  version: DocsVersionData;
  permalink: string;
  sidebar?: string;
}

export const DocsContext = createContext<DocsContextValue | null>(null);
export const useDocsContext = () => useContext(DocsContext);

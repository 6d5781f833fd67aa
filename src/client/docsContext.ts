// What doc pages share with the components inside them (DocCardList, the
// version banner, a site's components through the docs client hooks).
import { createContext, useContext } from 'react';
import type { Breadcrumb, DocsVersionData } from '../shared/types';

export interface DocsContextValue {
  version: DocsVersionData;
  permalink: string;
  sidebar?: string;
  /** The page's trail in its sidebar (DocBreadcrumbs reads it, as the reference's does). */
  breadcrumbs: Breadcrumb[];
}

export const DocsContext = createContext<DocsContextValue | null>(null);
export const useDocsContext = () => useContext(DocsContext);

// The component around the whole app, inside the router: rendered once and kept across
// navigations. Ours adds nothing; a site's own `src/theme/Root` (a file or a folder, as in
// Docusaurus) puts its providers and app-wide pieces here.
import type { ReactNode } from 'react';

export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

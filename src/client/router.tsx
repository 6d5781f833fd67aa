// The router API content written for the reference uses (react-router 5's
// names: useHistory, Redirect, matchPath(pathname, options)) over our
// react-router 7.
import { useMemo } from 'react';
import {
  matchPath as matchPathV7,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  type Location,
} from 'react-router-dom';

type To = string | { pathname?: string; search?: string; hash?: string };

export interface History {
  location: Location;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
}

export function useHistory(): History {
  const navigate = useNavigate();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to, state) => navigate(to, { state }),
      replace: (to, state) => navigate(to, { replace: true, state }),
      go: (delta) => navigate(delta),
      goBack: () => navigate(-1),
      goForward: () => navigate(1),
    }),
    [navigate, location],
  );
}

export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string | undefined>;
}

/** react-router 5's matchPath: `exact` matches the whole path, otherwise a prefix. */
export function matchPath(
  pathname: string,
  options: string | string[] | MatchOptions,
): Match | null {
  const opts: MatchOptions =
    typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const paths = opts.path === undefined ? [] : ([] as string[]).concat(opts.path);
  for (const path of paths) {
    const match = matchPathV7(
      { path, caseSensitive: opts.sensitive, end: opts.exact ?? false },
      pathname,
    );
    if (!match) continue;
    if (opts.strict && path.endsWith('/') && !pathname.startsWith(match.pathnameBase + '/'))
      continue;
    const url = match.pathnameBase || '/';
    return {
      path,
      url,
      isExact: url.replace(/\/$/, '') === pathname.replace(/\/$/, ''),
      params: match.params,
    };
  }
  return null;
}

export function Redirect({ to, push }: { to: To; push?: boolean }) {
  return <Navigate to={to} replace={!push} />;
}

export { useLocation, useParams };

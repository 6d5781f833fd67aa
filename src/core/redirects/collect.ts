// The redirect pages a build writes, as Docusaurus's client-redirects plugin collects them: from
// `redirects` rules, from `createRedirects(existingPath)`, and from `fromExtensions` /
// `toExtensions` over the site's routes. A redirect to a path the site does not have is an error
// (the reader would land on a 404); one whose `from` is a page of the site, or repeats an earlier
// `from`, is left out with a warning, so a redirect never replaces a page. Pure.
import { applyTrailingSlash } from '../../shared/trailing-slash';

export interface RedirectRule {
  from: string | string[];
  to: string;
}

export interface RedirectOptions {
  redirects: RedirectRule[];
  createRedirects?: (existingPath: string) => string | string[] | null | undefined | void;
  fromExtensions: string[];
  toExtensions: string[];
}

export interface Redirect {
  /** The path a page is written for (site-relative, as routes are). */
  from: string;
  /** A site path (with its query or hash, if any) or an absolute URL. */
  to: string;
  /** The option it came from (`['redirects', 2]`, `['createRedirects']`), for messages. */
  origin: OptionPath;
}

export type OptionPath = Array<string | number>;
export interface RedirectProblem {
  origin: OptionPath;
  message: string;
}

export interface CollectedRedirects {
  redirects: Redirect[];
  warnings: RedirectProblem[];
  errors: RedirectProblem[];
}

const EXTERNAL = /^[a-z][a-z\d+.-]*:\/\//i;
const isPathname = (p: string) => p.startsWith('/') && !p.startsWith('//') && !/[?#\s]/.test(p);
const pathPart = (to: string) => to.split(/[?#]/)[0];
/** Paths compared as the reference compares them: trailing slash aside. */
const comparable = (path: string) => path.replace(/(.)\/+$/, '$1');

export function collectRedirects(
  options: RedirectOptions,
  routePaths: readonly string[],
  trailingSlash: boolean | undefined,
): CollectedRedirects {
  const errors: RedirectProblem[] = [];
  const warnings: RedirectProblem[] = [];
  const problem = (list: RedirectProblem[], origin: OptionPath, message: string) =>
    list.push({ origin, message });
  const existing = new Set(routePaths.map(comparable));
  const candidates: Redirect[] = [];

  for (const option of ['fromExtensions', 'toExtensions'] as const)
    options[option].forEach((ext, i) => {
      if (!ext || /[./]/.test(ext) || encodeURIComponent(ext) !== ext)
        problem(errors, [option, i], 'an extension is a name without dots or slashes ("html")');
    });
  if (errors.length) return { redirects: [], warnings, errors };

  options.redirects.forEach(({ from, to }, i) => {
    for (const f of Array.isArray(from) ? from : [from])
      candidates.push({ from: f, to, origin: ['redirects', i] });
  });
  for (const path of routePaths) {
    if (options.createRedirects) {
      const froms = options.createRedirects(path) || [];
      for (const f of typeof froms === 'string' ? [froms] : froms)
        candidates.push({ from: f, to: path, origin: ['createRedirects'] });
    }
    // `/page` also answers at `/page.html`…
    if (path !== '/' && !path.endsWith('/') && !/\.[^/]+$/.test(path))
      for (const ext of options.fromExtensions)
        candidates.push({ from: `${path}.${ext}`, to: path, origin: ['fromExtensions'] });
    // …and `/page.html` at `/page`.
    const ext = options.toExtensions.find((e) => path.endsWith(`.${e}`));
    if (ext)
      candidates.push({
        from: path.slice(0, -ext.length - 1),
        to: path,
        origin: ['toExtensions'],
      });
  }

  const redirects: Redirect[] = [];
  const byFrom = new Map<string, Redirect>();
  for (const redirect of candidates) {
    const { from, to, origin } = redirect;
    if (typeof from !== 'string' || !isPathname(from)) {
      problem(
        errors,
        origin,
        `from ${JSON.stringify(from)} is not a site path (one that starts with "/", without a domain, query or hash)`,
      );
      continue;
    }
    if (!EXTERNAL.test(to)) {
      if (!to.startsWith('/')) {
        problem(errors, origin, `to ${JSON.stringify(to)} is neither a site path nor a full URL`);
        continue;
      }
      if (!existing.has(comparable(pathPart(to)))) {
        problem(errors, origin, `to ${JSON.stringify(to)} is not a page of this site`);
        continue;
      }
    }
    const key = comparable(from);
    const earlier = byFrom.get(key);
    if (earlier) {
      if (earlier.to !== to)
        problem(warnings, origin, `${from} already redirects to ${earlier.to}; not to ${to}`);
      continue;
    }
    if (existing.has(key)) {
      problem(warnings, origin, `${from} is a page of this site; no redirect is written over it`);
      continue;
    }
    const target = EXTERNAL.test(to) ? to : applyTrailingSlash(to, trailingSlash);
    const entry = { from, to: target, origin };
    byFrom.set(key, entry);
    redirects.push(entry);
  }
  return { redirects, warnings, errors };
}

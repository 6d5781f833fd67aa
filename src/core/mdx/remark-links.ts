// Links to .md/.mdx files become routes, resolved as Docusaurus resolves them
// (inline links and reference definitions alike): `./x.md` and `../x.md` from
// the page's folder; `/x.md` from the docs folder, then the site folder; a bare
// `x.md` from those, then the page's folder. Relative images and files become
// bundled assets (hashed names). Unresolvable file links are reported as
// broken markdown links.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Definition, Image, Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import type { MarkdownOptions } from './options';
import { visit } from '../esm-bundle';
import { IMAGE_FILES, LINKED_FILES } from '../bundle/asset-files';

export interface LinkResolver {
  /** Route of the doc or page built from this source file, if any. */
  permalinkOf(sourceFile: string): string | undefined;
  /**
   * Folders `/x.md` and bare `x.md` links in this source file are looked up from: its docs folder
   * (its version's, for a versioned doc), then the site folder.
   */
  contentRoots?(sourceFile: string): string[];
  /** Markdown options (format, plugins, admonitions) for a source file. */
  markdownOptionsFor?(sourceFile: string): MarkdownOptions;
}

export const ASSET_MARKER = '__MDX_ASSET__';
const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export interface LinkPluginOptions {
  resolver: LinkResolver;
  /** Called for every relative file the page depends on (for rebuilds when it changes). */
  onDependency?: (file: string) => void;
}

export function remarkLinks({ resolver, onDependency }: LinkPluginOptions) {
  return (tree: Root, file: VFile) => {
    const assets: string[] = [];
    const here = dirname(file.path);
    const asAsset = (url: string) => {
      assets.push(url);
      return `${ASSET_MARKER}${assets.length - 1}`;
    };
    const roots = resolver.contentRoots?.(file.path) ?? [];
    const brokenDefinitions = new Set<string>();
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      const target = node as Link | Image | Definition;
      const url = target.url;
      if (!url || EXTERNAL.test(url) || url.startsWith('#')) return;
      const [pathPart, hash] = splitHash(url);
      let path = decoded(pathPart);
      // `./x.md?tab=npm#install`: the query string stays on the route, as the hash does.
      const [markdownPath, search] = splitQuery(path);
      const isMarkdown = /\.mdx?$/.test(markdownPath);
      if (isMarkdown) path = markdownPath;
      if (path.startsWith('/') && !isMarkdown) return; // a route, checked after rendering
      if (isMarkdown) {
        const candidates = markdownCandidates(path, here, roots);
        const found = candidates.find((c) => resolver.permalinkOf(c) !== undefined);
        onDependency?.(found ?? candidates[candidates.length - 1]);
        const permalink = found && resolver.permalinkOf(found);
        if (permalink) target.url = permalink + (search ?? '') + (hash ?? '');
        else {
          const message = file.message(
            `Markdown link with URL \`${url}\` couldn't be resolved: no doc or page at ${path}`,
            target.position,
          );
          message.ruleId = 'broken-markdown-link';
          if (target.type === 'definition') brokenDefinitions.add(target.identifier);
          // Reported here as a warning (onBrokenMarkdownLinks); the page link checker skips it.
          target.data = {
            ...target.data,
            hProperties: { ...(target.data?.hProperties ?? {}), 'data-nobrokenlinkcheck': 'true' },
          };
        }
        return;
      }
      if (node.type === 'definition') return;
      // `./x.png?raw=true` (GitHub's habit): the file is `./x.png`, as the reference finds it; the
      // bundled asset's URL has no query.
      path = markdownPath;
      const absolute = resolve(here, path);
      if (node.type === 'image' || LINKED_FILES.test(path)) {
        if (!existsSync(absolute)) {
          const message = file.message(
            `Image or file \`${url}\` not found (looked for ${absolute})`,
            target.position,
          );
          message.ruleId = node.type === 'image' ? 'broken-markdown-image' : 'broken-markdown-link';
          return;
        }
        target.url = asAsset(assetImport(path)) + (hash ?? '');
        // A file, not a page: opened in a tab of its own and not a route to check, as the
        // reference renders such links.
        if (node.type === 'link')
          target.data = {
            ...target.data,
            hProperties: {
              ...(target.data?.hProperties ?? {}),
              target: '_blank',
              'data-nobrokenlinkcheck': 'true',
            },
          };
      }
    });
    // `[text][ref]` whose definition did not resolve: reported once, at the definition.
    visit(tree, 'linkReference', (ref) => {
      if (!brokenDefinitions.has(ref.identifier)) return;
      ref.data = {
        ...ref.data,
        hProperties: { ...(ref.data?.hProperties ?? {}), 'data-nobrokenlinkcheck': 'true' },
      };
    });
    file.data.assets = assets;
  };
}

/** Where a link to a Markdown file may point, in Docusaurus's order. */
export function markdownCandidates(path: string, here: string, roots: string[]): string[] {
  if (path.startsWith('./') || path.startsWith('../')) return [resolve(here, path)];
  const fromRoots = roots.map((root) => join(root, path));
  return path.startsWith('/') ? fromRoots : [...fromRoots, resolve(here, path)];
}

function splitHash(url: string): [string, string | undefined] {
  const i = url.indexOf('#');
  return i === -1 ? [url, undefined] : [url.slice(0, i), url.slice(i)];
}

function splitQuery(path: string): [string, string | undefined] {
  const i = path.indexOf('?');
  return i === -1 ? [path, undefined] : [path.slice(0, i), path.slice(i)];
}

/** A link's path as the file system names it (`Getting%20Started` is `Getting Started`). */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path; // a malformed escape: as written
  }
}

/**
 * What a Markdown image or file is imported as: relative as written (`.gitbook/assets/x.png` is a
 * file beside the page, not a package), and `?asset` on an image, which the bundler then emits as a
 * file: never a data URL (which `loading="lazy"` cannot defer, and which the page would carry twice,
 * in its HTML and its script) and never, for an SVG, the component code gets from a plain import.
 */
function assetImport(path: string): string {
  const relative = /^\.{1,2}\//.test(path) ? path : `./${path}`;
  return IMAGE_FILES.test(relative) ? `${relative}?asset` : relative;
}

/** Replaces asset markers in compiled code with imports of the files, so the bundler hashes them. */
export function linkAssetImports(code: string, assets: string[]): string {
  if (!assets.length) return code;
  const imports = assets
    .map((path, i) => `import __mdxAsset${i} from ${JSON.stringify(path)};`)
    .join('\n');
  const replaced = code.replace(
    new RegExp(`"${ASSET_MARKER}(\\d+)(#[^"]*)?"`, 'g'),
    (_m, i: string, hash?: string) =>
      hash ? `__mdxAsset${i} + ${JSON.stringify(hash)}` : `__mdxAsset${i}`,
  );
  return `${imports}\n${replaced}`;
}

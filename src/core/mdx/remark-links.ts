// Relative links to .md/.mdx files become routes; relative images and files
// become bundled assets (hashed names). Unresolvable file links are reported
// as broken markdown links.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface LinkResolver {
  /** Route of the doc or page built from this source file, if any. */
  permalinkOf(sourceFile: string): string | undefined;
}

export const ASSET_MARKER = '__MDX_ASSET__';
const FILE_ASSET = /\.(png|jpe?g|gif|webp|avif|svg|ico|pdf|docx?|xlsx?|zip|csv|txt)$/i;
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
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'image') return;
      const target = node as Link | Image;
      const url = target.url;
      if (!url || EXTERNAL.test(url) || url.startsWith('#') || url.startsWith('/')) return;
      const [pathPart, hash] = splitHash(url);
      let path: string;
      try {
        path = decodeURI(pathPart);
      } catch {
        path = pathPart;
      }
      const absolute = resolve(here, path);
      if (/\.mdx?$/.test(path)) {
        onDependency?.(absolute);
        const permalink = resolver.permalinkOf(absolute);
        if (permalink) target.url = permalink + (hash ?? '');
        else {
          const message = file.message(
            `Markdown link with URL \`${url}\` couldn't be resolved: no doc or page at ${path}`,
            target.position,
          );
          message.ruleId = 'broken-markdown-link';
          // Reported here as a warning (onBrokenMarkdownLinks); the page link checker skips it.
          target.data = {
            ...target.data,
            hProperties: { ...(target.data?.hProperties ?? {}), 'data-nobrokenlinkcheck': 'true' },
          };
        }
        return;
      }
      if (node.type === 'image' || FILE_ASSET.test(path)) {
        if (!existsSync(absolute)) {
          const message = file.message(
            `Image or file \`${url}\` not found (looked for ${absolute})`,
            target.position,
          );
          message.ruleId = node.type === 'image' ? 'broken-markdown-image' : 'broken-markdown-link';
          return;
        }
        target.url = asAsset(path.startsWith('.') ? path : `./${path}`) + (hash ?? '');
      }
    });
    file.data.assets = assets;
  };
}

function splitHash(url: string): [string, string | undefined] {
  const i = url.indexOf('#');
  return i === -1 ? [url, undefined] : [url.slice(0, i), url.slice(i)];
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

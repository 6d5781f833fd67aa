// Writes the generated modules the bundles import (the registry of route
// modules, route table, page data). Files are only rewritten when their text
// changes, so the dev server's watcher rebuilds only what changed.
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema';
import type { RoutesResult } from './create';

/** Writes `file` unless it already holds `text`: unchanged files keep their times, so the bundler's cache stays valid for them. */
export function writeIfChanged(file: string, text: string, written?: Set<string>): void {
  written?.add(file);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

const json = (value: unknown) => JSON.stringify(value, null, 1) + '\n';

/** A wrapper per content file: the compiled MDX and its metadata travel in one chunk. */
function contentWrapper(source: string, metadataFile: string | undefined): string {
  const src = JSON.stringify(source);
  const meta = metadataFile ? JSON.stringify(metadataFile) : undefined;
  return `import Content, { toc, contentTitle, titleInContent } from ${src};
${meta ? `import metadata from ${meta};` : 'const metadata = undefined;'}
const mod = { Content, toc, contentTitle, titleInContent, metadata };
export default mod;
if (import.meta.webpackHot) {
  // Dev: an edited page replaces its content in place, then the router re-renders it.
  import.meta.webpackHot.accept([${src}${meta ? `, ${meta}` : ''}], () => {
    Object.assign(mod, { Content, toc, contentTitle, titleInContent, metadata });
    window.dispatchEvent(new CustomEvent('route-module-updated'));
  });
}
`;
}

export function writeGeneratedFiles(dir: string, result: RoutesResult, config: SiteConfig): void {
  mkdirSync(join(dir, 'content'), { recursive: true });
  const written = new Set<string>();
  const file = (name: string, text: string) => writeIfChanged(join(dir, name), text, written);

  for (const [key, { metadata }] of result.docMetadata) {
    file(`content/${key}.json`, json(metadata));
  }
  for (const [key, { doc }] of result.docMetadata) {
    file(`content/${key}.js`, contentWrapper(doc.source, `./${key}.json`));
  }
  for (const [key, page] of result.pageModules) {
    if (page.type !== 'markdown') continue;
    file(
      `content/${key}.json`,
      json({
        title: page.title,
        description: page.description,
        permalink: page.permalink,
        frontMatter: page.frontMatter,
      }),
    );
    file(`content/${key}.js`, contentWrapper(page.source, `./${key}.json`));
  }
  for (const [name, text] of result.contentFiles) file(`content/${name}`, text);
  for (const [key, index] of result.generatedIndexes) file(`${key}.json`, json(index));
  for (const version of result.versions.values())
    file(`docs-version-${version.version}.json`, json(version));
  file(
    'routes.json',
    json(
      result.routes.map(({ path, kind, modules, customData }) => ({
        path,
        kind,
        modules,
        customData,
      })),
    ),
  );
  // The code colours are in prism.css: the themes' objects would only add to every page's download.
  const { theme: _theme, darkTheme: _darkTheme, ...prism } = config.prism;
  // Nor the plugins and the redirects (functions and their options: nothing a page reads).
  const { plugins: _plugins, clientRedirects: _clientRedirects, ...rest } = config;
  file('site-config.json', json({ ...rest, prism }));
  file('docs-global-data.json', json(result.globalData));

  const entries = Object.entries(result.modules);
  file(
    'registry.client.js',
    `// Generated: every route module, loaded lazily (one chunk each).\nexport const loaders = {\n${entries
      .map(
        ([key, m]) =>
          `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(m.chunkName)} */ ${JSON.stringify(m.request)}),`,
      )
      .join('\n')}\n};\n`,
  );
  file(
    'registry.server.js',
    `// Generated: every route module, bundled for prerendering.\n${entries
      .map(([, m], i) => `import * as m${i} from ${JSON.stringify(m.request)};`)
      .join(
        '\n',
      )}\nexport const modules = {\n${entries.map(([key], i) => `  ${JSON.stringify(key)}: m${i},`).join('\n')}\n};\n`,
  );

  // Remove data of pages that no longer exist.
  for (const name of readdirSync(join(dir, 'content'))) {
    const path = join(dir, 'content', name);
    if (!written.has(path)) rmSync(path);
  }
}

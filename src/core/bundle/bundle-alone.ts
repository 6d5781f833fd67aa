// One compiled Markdown module bundled on its own, for a content-only rebuild
// and the dev server's text updates: CommonJS with its imports left as
// `require`s (the caller maps them to a webpack bundle's modules), its data
// (.json) and the files named in `files` (their URL) bundled in.
import { dirname } from 'node:path';
import { build } from 'esbuild';

export async function bundleAlone({
  entry,
  markdown,
  files = {},
  nodeEnv,
  minify = false,
}: {
  /** The module that starts the bundle (a route's wrapper that imports the Markdown), else the Markdown. */
  entry?: string;
  /** The Markdown file and its compiled code, used wherever the file is imported. */
  markdown: { source: string; code: string };
  /** Import request → the URL its import gives (an image webpack joined into the module). */
  files?: Record<string, string>;
  nodeEnv: 'production' | 'development';
  minify?: boolean;
}): Promise<string> {
  const result = await build({
    entryPoints: [entry ?? markdown.source],
    bundle: true,
    write: false,
    format: 'cjs',
    // Not 'node': its interop would take a default import for the whole module object.
    platform: 'browser',
    target: 'es2020',
    minify,
    legalComments: 'none',
    logLevel: 'silent',
    define: {
      'process.env.NODE_ENV': JSON.stringify(nodeEnv),
      'import.meta.webpackHot': 'undefined',
    },
    plugins: [
      {
        name: 'imports-stay',
        setup(esbuild) {
          esbuild.onResolve({ filter: /.*/ }, (args) => {
            if (args.path === markdown.source) return { path: args.path, namespace: 'markdown' };
            if (args.kind === 'entry-point' || args.path.endsWith('.json')) return undefined;
            if (args.path in files) return { path: args.path, namespace: 'file-url' };
            return { path: args.path, external: true };
          });
          esbuild.onLoad({ filter: /.*/, namespace: 'file-url' }, (args) => ({
            contents: `export default ${JSON.stringify(files[args.path])};`,
            loader: 'js',
          }));
          esbuild.onLoad({ filter: /.*/, namespace: 'markdown' }, () => ({
            contents: markdown.code,
            loader: 'js',
            resolveDir: dirname(markdown.source),
          }));
        },
      },
    ],
  });
  return result.outputFiles[0].text;
}

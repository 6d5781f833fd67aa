// PostCSS in the client bundle, as Docusaurus runs it: postcss-loader after css-loader (and before
// sass-loader) on every stylesheet, with the site's options (src/core/postcss). A plugin's failure
// becomes one line naming the stylesheet, its line and column when PostCSS has them, the PostCSS
// plugin and where the site set PostCSS up.
import { createRequire } from 'node:module';
import type { AcceptedPlugin, LazyResult, ProcessOptions, Processor } from 'postcss';
import type { PostCssSetup } from '../postcss/setup';

const require = createRequire(import.meta.url);

interface PostCssFailure {
  name?: string;
  message?: string;
  /** CssSyntaxError's own fields (a parse error, or a plugin's `node.error()`). */
  reason?: string;
  plugin?: string;
  file?: string;
  line?: number;
  column?: number;
  /** The node a plugin was visiting when it threw (PostCSS adds it). */
  postcssNode?: {
    source?: { start?: { line: number; column: number }; input?: { file?: string } };
  };
}

/** The PostCSS plugin that ran last, where LazyResult keeps it (not part of its typings). */
const lastPluginOf = (lazy: LazyResult) =>
  (lazy as unknown as { result?: { lastPlugin?: { postcssPlugin?: string } } }).result?.lastPlugin
    ?.postcssPlugin;

/** One line for a failure while PostCSS processed `from`; webpack prefixes the file when no line. */
export function postCssFailureMessage(
  failure: PostCssFailure,
  { from, lastPlugin, sources }: { from?: string; lastPlugin?: string; sources: readonly string[] },
): string {
  const start = failure.postcssNode?.source?.start;
  const line = failure.line ?? start?.line;
  const column = failure.column ?? start?.column;
  const file = failure.file ?? failure.postcssNode?.source?.input?.file ?? from;
  const at = line && file ? `${file}:${line}${column ? `:${column}` : ''}: ` : '';
  const syntax = failure.name === 'CssSyntaxError';
  const reason = ((syntax ? failure.reason : failure.message) ?? String(failure)).split('\n')[0];
  const plugin = failure.plugin ?? lastPlugin;
  // A stylesheet PostCSS could not parse, before any plugin ran.
  if (syntax && !failure.plugin) return `${at}${reason}`;
  const who = plugin ? `PostCSS plugin "${plugin}"` : 'a PostCSS plugin';
  return `${at}${who} failed: ${reason} (PostCSS plugins from ${sources.join(', ')})`;
}

/** postcss as postcss-loader calls it, its failures rewritten as above. */
function namingFailures(sources: readonly string[]) {
  const postcss = require('postcss') as (plugins?: AcceptedPlugin[]) => Processor;
  return (plugins?: AcceptedPlugin[]) => {
    const processor = postcss(plugins);
    const process = processor.process.bind(processor);
    processor.process = ((css: string, options: ProcessOptions) => {
      const lazy = process(css, options) as LazyResult;
      return lazy.then(undefined, (failure: PostCssFailure) => {
        const error = new Error(
          postCssFailureMessage(failure, {
            from: options.from,
            lastPlugin: lastPluginOf(lazy),
            sources,
          }),
        );
        error.stack = ''; // the site's CSS or plugin, not the generator: no stack trace
        throw error;
      });
    }) as typeof processor.process;
    return processor;
  };
}

/** The loader for a CSS rule's `use` list, right after css-loader. */
export function postCssLoader(setup: PostCssSetup) {
  return {
    loader: require.resolve('postcss-loader'),
    options: {
      postcssOptions: setup.postcssOptions,
      implementation: namingFailures(setup.sources),
    },
  };
}

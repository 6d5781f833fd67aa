// `configurePostCss`: the PostCSS options every stylesheet's postcss-loader gets, as Docusaurus
// makes them: its starting options handed to each plugin's hook in the plugins' order, each
// hook's return value the next one's argument. Pure.
import { PluginError, runHookSync } from '../plugins/errors';

/** postcss-loader's `postcssOptions`: PostCSS's process options and the `plugins` list. */
export interface PostCssOptions {
  plugins: unknown[];
  [key: string]: unknown;
}

/** One plugin's configurePostCss, bound to its instance. */
export interface PostCssHook {
  plugin: string;
  configure(options: PostCssOptions): unknown;
}

/**
 * What the first hook receives. Docusaurus's also lists autoprefixer; here the list starts empty,
 * so a site without PostCSS plugins of its own gets its CSS as written (our theme's CSS carries the
 * prefixes it needs, and sites that want prefixing push autoprefixer themselves, as Tailwind's
 * setups do).
 */
export const startingPostCssOptions = (): PostCssOptions => ({ ident: 'postcss', plugins: [] });

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The options after every hook. A hook that edits its argument and returns nothing keeps its
 * edits, with a warning (Docusaurus would pass `undefined` on and lose them).
 */
export function applyConfigurePostCss(
  hooks: readonly PostCssHook[],
  warn: (line: string) => void,
): PostCssOptions {
  let options = startingPostCssOptions();
  for (const { plugin, configure } of hooks) {
    const given = options;
    const result = runHookSync(plugin, 'configurePostCss', () => configure(given));
    if (result === undefined) {
      warn(
        `plugin "${plugin}": its configurePostCss returned nothing; the options it was given, as it left them, are used (return them)`,
      );
      continue;
    }
    if (!isObj(result) || !Array.isArray(result.plugins))
      throw new PluginError(
        plugin,
        'configurePostCss',
        'expected the PostCSS options back (an object with a "plugins" array)',
      );
    options = result as PostCssOptions;
  }
  return options;
}

// `configureWebpack`: each plugin's part merged into our webpack config with webpack-merge, as
// Docusaurus merges it (its `mergeStrategy` key choosing, per field, append, prepend, replace…);
// a hook that edits the config in place and returns nothing keeps its edits.
import { createHash } from 'node:crypto';
import type { Configuration } from 'webpack';
import {
  customizeArray,
  customizeObject,
  mergeWithCustomize,
  type CustomizeRule,
} from 'webpack-merge';
import { PluginError, runHookSync } from './errors';
import type { ConfigureWebpackUtils, WebpackPart } from './types';

/** One plugin's configureWebpack, its loaded content already bound. */
export interface WebpackHook {
  plugin: string;
  configure(config: Configuration, isServer: boolean, utils: ConfigureWebpackUtils): unknown;
}

/** What the bundles take from the site's plugins. */
export interface PluginsWebpack {
  /** The plugins' theme folders, the one that wins first (after the site's own src/theme). */
  themePaths: string[];
  hooks: WebpackHook[];
}

export function mergeWebpackPart(config: Configuration, part: WebpackPart): Configuration {
  const { mergeStrategy = {}, ...rest } = part;
  const rules = mergeStrategy as Record<string, CustomizeRule>;
  return mergeWithCustomize<Configuration>({
    customizeArray: customizeArray(rules),
    customizeObject: customizeObject(rules),
  })(config, rest);
}

/** Text for a cache key: functions by their source, regular expressions as written. */
const keyText = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'function' || v instanceof RegExp ? String(v) : v,
  );

/**
 * The config with every plugin's part merged in, in the plugins' order, and a hash of those parts
 * (webpack's persistent cache must not serve resolutions made before a plugin's alias changed).
 */
export function applyConfigureWebpack(
  config: Configuration,
  isServer: boolean,
  hooks: readonly WebpackHook[],
  utils: ConfigureWebpackUtils,
): { config: Configuration; key: string } {
  const hash = createHash('sha256');
  for (const { plugin, configure } of hooks) {
    const part = runHookSync(plugin, 'configureWebpack', () => configure(config, isServer, utils));
    if (part === undefined || part === null) {
      // Edited in place: its resolution settings are what a cached resolution depends on.
      hash.update(`${plugin}\0${keyText(config.resolve)}\0`);
      continue;
    }
    if (typeof part !== 'object' || Array.isArray(part))
      throw new PluginError(
        plugin,
        'configureWebpack',
        'expected a webpack config object (or nothing)',
      );
    hash.update(`${plugin}\0${keyText(part)}\0`);
    config = runHookSync(plugin, 'configureWebpack', () =>
      mergeWebpackPart(config, part as WebpackPart),
    );
  }
  return { config, key: hash.digest('hex').slice(0, 12) };
}

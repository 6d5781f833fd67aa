// The site's PostCSS, when it has any: its PostCSS config file's plugins, then the options its
// plugins' configurePostCss hooks return, as postcss-loader merges the two under Docusaurus. A site
// with neither gets no PostCSS step at all (its CSS bundles as before, at no cost).
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { LoadedPlugin } from '../plugins/load';
import { PluginError } from '../plugins/errors';
import { loadPostCssConfig } from './config-file';
import { applyConfigurePostCss, type PostCssHook } from './hooks';
import { resolvePluginNames, resolveProcessOptions, siteResolver } from './plugin-names';

export interface PostCssSetup {
  /** postcss-loader's `postcssOptions` (its own config search off: the file was read here). */
  postcssOptions: Record<string, unknown> & { plugins: unknown[] };
  /** Where the PostCSS plugins come from, for error messages: `plugin "x"`, `postcss.config.js`. */
  sources: string[];
  /** A hash of the options (webpack's cache and the build's up-to-date key depend on them). */
  key: string;
}

/** Each plugin's configurePostCss, in the plugins' order. */
export const postCssHooks = (plugins: readonly LoadedPlugin[]): PostCssHook[] =>
  plugins.flatMap(({ name, instance }) => {
    const configure = instance.configurePostCss;
    return typeof configure === 'function'
      ? [{ plugin: name, configure: (options) => configure.call(instance, options) as unknown }]
      : [];
  });

/** Text for a hash: functions by their source, shared or circular objects once. */
function keyText(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'function' || v instanceof RegExp) return String(v);
    if (typeof v === 'object' && v !== null) {
      if (seen.has(v)) return '[seen]';
      seen.add(v);
    }
    return v;
  });
}

export async function loadPostCss(
  siteDir: string,
  plugins: readonly LoadedPlugin[],
  { mode, warn }: { mode: 'production' | 'development'; warn(line: string): void },
): Promise<PostCssSetup | undefined> {
  const hooks = postCssHooks(plugins);
  const resolveName = siteResolver(siteDir);
  const config = await loadPostCssConfig(siteDir, mode, resolveName);
  if (!config && !hooks.length) return undefined;
  const fromHooks = applyConfigurePostCss(hooks, warn);
  const sources = [
    ...(config ? [relative(siteDir, config.file)] : []),
    ...hooks.map((h) => `plugin "${h.plugin}"`),
  ];
  let hookPlugins: unknown[];
  let hookOptions: Record<string, unknown>;
  try {
    const resolve = (name: string) => resolveName(name, siteDir);
    hookPlugins = resolvePluginNames(fromHooks.plugins, resolve);
    hookOptions = resolveProcessOptions(fromHooks, resolve);
  } catch (error) {
    const plugin = hooks.map((h) => h.plugin).join('", "');
    throw new PluginError(plugin, 'configurePostCss', (error as Error).message);
  }
  const postcssOptions = {
    ...config?.options,
    ...hookOptions,
    plugins: [...(config?.plugins ?? []), ...hookPlugins],
    config: false,
  };
  const key = createHash('sha256').update(keyText(postcssOptions)).digest('hex').slice(0, 12);
  return { postcssOptions, sources, key };
}

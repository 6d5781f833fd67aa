// `swizzle`: copies a theme component into a site's src/theme (eject) or
// writes a wrapper around the original there (wrap). Either way the site's
// file wins by name (@theme/<Name>), and @theme-original/<Name> stays ours.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from './errors';

/** The generator's theme folder. */
export const THEME_DIR = fileURLToPath(new URL('../../theme', import.meta.url));

const entryOf = (dir: string) =>
  ['index.tsx', 'index.ts'].map((f) => join(dir, f)).find((f) => existsSync(f));

/** Theme components a site can swizzle: the folders of src/theme with an index module. */
export function listComponents(themeDir = THEME_DIR): string[] {
  return readdirSync(themeDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^[A-Z]/.test(e.name) && entryOf(join(themeDir, e.name)))
    .map((e) => e.name)
    .sort();
}

/** The starting file of a wrapper: renders the original with the same props. */
export function wrapperSource(name: string): string {
  return `// Wraps the theme's ${name}: add to it, and render the original where it belongs.
import type { ComponentProps } from 'react';
import Original from '@theme-original/${name}';

export * from '@theme-original/${name}';

type Props = ComponentProps<typeof Original>;

export default function ${name}Wrapper(props: Props) {
  return (
    <>
      <Original {...props} />
    </>
  );
}
`;
}

export interface SwizzleOptions {
  siteDir: string;
  name: string;
  mode: 'wrap' | 'eject';
  themeDir?: string;
}

/** Writes the starting file(s) into `<siteDir>/src/theme/<Name>`; returns the files written. */
export function swizzle({ siteDir, name, mode, themeDir = THEME_DIR }: SwizzleOptions): string[] {
  const components = listComponents(themeDir);
  if (!components.includes(name)) {
    throw new UsageError(
      `There is no theme component "${name}". Components you can swizzle:\n  ${components.join(', ')}`,
    );
  }
  const source = join(themeDir, name);
  const target = join(siteDir, 'src/theme', name);
  if (resolve(target) === resolve(source))
    throw new UsageError(`${siteDir} is the generator's own folder: its theme is the original.`);
  if (existsSync(target))
    throw new UsageError(
      `${relative(process.cwd(), target) || target} already exists: remove it to swizzle ${name} again.`,
    );
  if (mode === 'wrap') {
    const entry = entryOf(source)!;
    if (!/export default/.test(readFileSync(entry, 'utf8')))
      throw new UsageError(`${name} has no default export to wrap: use --eject.`);
    mkdirSync(target, { recursive: true });
    const file = join(target, 'index.tsx');
    writeFileSync(file, wrapperSource(name));
    return [file];
  }
  cpSync(source, target, { recursive: true });
  return readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

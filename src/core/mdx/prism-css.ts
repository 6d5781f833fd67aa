// Token colours for build-time highlighted code, generated from
// prism-react-renderer themes (light and dark): the site's `prism.theme` and
// `prism.darkTheme` when it sets them, else ours. Written once per change of
// those: a run that finds the file up to date does not load prism-react-renderer.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { PrismTheme } from 'prism-react-renderer';
import type { SiteConfig } from '../config/schema';
import { toolchainVersion } from '../toolchain';

/** Ours: prism-react-renderer's VS themes, the light one with darker reds for WCAG AA contrast. */
async function defaultThemes(): Promise<{ light: PrismTheme; dark: PrismTheme }> {
  const { themes } = await import('prism-react-renderer');
  const light: PrismTheme = {
    ...themes.vsLight,
    plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
    styles: [
      ...themes.vsLight.styles,
      { types: ['attr-name'], style: { color: 'rgb(190, 0, 0)' } },
    ],
  };
  return { light, dark: themes.vsDark };
}

const cssProps = (style: Record<string, unknown>) =>
  Object.entries(style)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}:${String(v)}`)
    .join(';');

/** The site's `prism.theme` and `prism.darkTheme`, as the validated config holds them. */
type Themes = Pick<SiteConfig['prism'], 'theme' | 'darkTheme'>;
type ThemeInput = NonNullable<Themes['theme']>;

function themeCss(theme: ThemeInput, scope: string): string {
  const vars = `${scope} .theme-code-block{--prism-color:${String(theme.plain.color)};--prism-background-color:${String(theme.plain.backgroundColor)}}`;
  const tokens = theme.styles
    .map((s) => {
      // A style for some languages only applies inside their code blocks.
      const blocks = s.languages?.length
        ? s.languages.map((l) => `${scope} .theme-code-block .language-${l}`)
        : [`${scope} .theme-code-block`];
      const selectors = blocks.flatMap((block) => s.types.map((t) => `${block} .token.${t}`));
      return `${selectors.join(',')}{${cssProps(s.style)}}`;
    })
    .join('\n');
  return `${vars}\n${tokens}`;
}

/** Dark mode takes `darkTheme`, else the site's `theme` (as the reference does), else ours. */
export async function prismCss({ theme, darkTheme }: Themes = {}): Promise<string> {
  const ours = theme ? undefined : await defaultThemes();
  const light = theme ?? ours!.light;
  const dark = darkTheme ?? theme ?? ours!.dark;
  return `${themeCss(light, ':root')}\n${themeCss(dark, "[data-theme='dark']")}\n`;
}

/**
 * The text prism.css at `file` should have: what it has, when its first line says it was made
 * from the same themes by the same generator, else made afresh with that first line.
 */
export async function prismCssFile(file: string, themes: Themes): Promise<string> {
  const key = createHash('sha1')
    .update(JSON.stringify([themes.theme, themes.darkTheme]) ?? '')
    .update(toolchainVersion())
    .digest('hex');
  const marker = `/* ${key} */\n`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return current.startsWith(marker) ? current : marker + (await prismCss(themes));
}

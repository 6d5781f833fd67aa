// Token colours for build-time highlighted code, generated from
// prism-react-renderer themes (light and dark): the site's `prism.theme` and
// `prism.darkTheme` when it sets them, else ours.
import { themes, type PrismTheme } from 'prism-react-renderer';

const LIGHT: PrismTheme = {
  ...themes.vsLight,
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  // Darker reds than the stock theme so every token meets WCAG AA contrast.
  styles: [...themes.vsLight.styles, { types: ['attr-name'], style: { color: 'rgb(190, 0, 0)' } }],
};
const DARK: PrismTheme = themes.vsDark;

const cssProps = (style: Record<string, unknown>) =>
  Object.entries(style)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}:${String(v)}`)
    .join(';');

/** The theme's shape as the site config holds it (prism-react-renderer's, loosely typed). */
export interface ThemeInput {
  plain: Record<string, unknown>;
  styles: { types: string[]; style: Record<string, unknown>; languages?: string[] }[];
}

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
export function prismCss({
  theme,
  darkTheme,
}: { theme?: ThemeInput; darkTheme?: ThemeInput } = {}): string {
  const light = theme ?? LIGHT;
  const dark = darkTheme ?? theme ?? DARK;
  return `${themeCss(light, ':root')}\n${themeCss(dark, "[data-theme='dark']")}\n`;
}

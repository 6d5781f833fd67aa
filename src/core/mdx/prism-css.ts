// Token colours for build-time highlighted code, generated from
// prism-react-renderer themes (light and dark).
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

function themeCss(theme: PrismTheme, scope: string): string {
  const vars = `${scope} .theme-code-block{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`;
  const tokens = theme.styles
    .map(
      (s) =>
        `${scope} .theme-code-block ${s.types.map((t) => `.token.${t}`).join(`,${scope} .theme-code-block `)}{${cssProps(s.style as Record<string, unknown>)}}`,
    )
    .join('\n');
  return `${vars}\n${tokens}`;
}

export function prismCss(): string {
  return `${themeCss(LIGHT, ':root')}\n${themeCss(DARK, "[data-theme='dark']")}\n`;
}

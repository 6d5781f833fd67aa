// The site's Open Graph / Twitter card (1200×630): the logo mark, the site
// title and tagline on a gradient, rasterised by scripts/generate-images.ts.
import { shade, textBlock, wrapText } from './svg';

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

export interface SocialCardSpec {
  title: string;
  tagline: string;
  /** Host name shown at the bottom, e.g. docs.example.com. */
  host: string;
  /** The logo's SVG source (embedded as a nested <svg>). */
  logoSvg: string;
  color?: string;
}

export function socialCardSvg({
  title,
  tagline,
  host,
  logoSvg,
  color = '#1b5fc4',
}: SocialCardSpec) {
  const logo = logoSvg
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<svg\b[^>]*>/, (open) =>
      open
        .replace(/\s(width|height|x|y|role|aria-label)="[^"]*"/g, '')
        .replace(/<svg\b/, '<svg x="80" y="92" width="120" height="120"'),
    );
  const titleLines = wrapText(title, 76, 1000, 0.6).slice(0, 2);
  const taglineTop = 300 + (titleLines.length - 1) * 88 + 70;
  const taglineLines = wrapText(tagline, 31, 1040, 0.55).slice(0, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_CARD_WIDTH}" height="${SOCIAL_CARD_HEIGHT}" viewBox="0 0 ${SOCIAL_CARD_WIDTH} ${SOCIAL_CARD_HEIGHT}">
<defs>
  <linearGradient id="card-bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${shade(color, -0.45)}"/>
    <stop offset="1" stop-color="${shade(color, -0.05)}"/>
  </linearGradient>
  <pattern id="card-dots" width="32" height="32" patternUnits="userSpaceOnUse">
    <circle cx="4" cy="4" r="2.4" fill="#fff" fill-opacity=".12"/>
  </pattern>
</defs>
<rect width="${SOCIAL_CARD_WIDTH}" height="${SOCIAL_CARD_HEIGHT}" fill="url(#card-bg)"/>
<rect x="760" width="440" height="${SOCIAL_CARD_HEIGHT}" fill="url(#card-dots)"/>
<circle cx="1090" cy="110" r="230" fill="#fff" fill-opacity=".06"/>
<circle cx="1010" cy="560" r="140" fill="#fff" fill-opacity=".05"/>
<path d="M860 200C930 170 990 140 1060 86" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 20"/>
<path d="M1088 64 1068 103 1045 73z" fill="#fff" fill-opacity=".6"/>
${logo}
${textBlock(titleLines, 80, 300, { size: 76, lineHeight: 1.16 })}
${textBlock(taglineLines, 80, taglineTop, { size: 31, lineHeight: 1.4, weight: 400, fill: '#dbe7fb' })}
<rect x="80" y="552" width="64" height="6" rx="3" fill="#3bb4f2"/>
${textBlock([host], 160, 562, { size: 26, weight: 600, fill: '#ffffff' })}
</svg>`;
}

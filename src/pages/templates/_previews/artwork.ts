// Preview artwork for the template gallery: one SVG composition per template
// (a motif on a gradient in the template's tag colours, beside a sketch of a
// campaign card), rasterised to PNG by scripts/generate-images.ts.
import { escapeXml, shade, textBlock, wrapText, FONT_FAMILY } from '@docgen/core/images/svg';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 675;

/** A motif draws inside a 400×400 box; `a` and `b` are accent colours. */
type Motif = (a: string, b: string) => string;

const W = '#ffffff';

const heart = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" fill="${fill}" d="M0 -18C-6 -34 -34 -34 -34 -10C-34 8 -14 22 0 34C14 22 34 8 34 -10C34 -34 6 -34 0 -18Z"/>`;
const hexagon = (x: number, y: number, r: number, attrs: string) => {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}" ${attrs}/>`;
};
const coin = (x: number, y: number, r: number, fill: string, mark = '') =>
  `<ellipse cx="${x}" cy="${y + r * 0.18}" rx="${r}" ry="${r * 0.96}" fill="${shade(fill, -0.3)}"/>` +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>` +
  `<circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="none" stroke="${W}" stroke-opacity=".55" stroke-width="${r * 0.08}"/>` +
  (mark
    ? `<text x="${x}" y="${y + r * 0.32}" font-family="${FONT_FAMILY}" font-weight="700" font-size="${r * 0.9}" fill="${W}" text-anchor="middle">${escapeXml(mark)}</text>`
    : '');
const bubble = (x: number, y: number, w: number, h: number, fill: string, tailLeft = true) => {
  const tx = tailLeft ? x + w * 0.2 : x + w * 0.8;
  const dir = tailLeft ? -1 : 1;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h * 0.3}" fill="${fill}"/>` +
    `<path d="M${tx - 14} ${y + h - 2}L${tx + dir * 22} ${y + h + 30}L${tx + 18} ${y + h - 2}Z" fill="${fill}"/>`
  );
};
const lines = (x: number, y: number, widths: number[], color: string, gap = 26, h = 12) =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`,
    )
    .join('');
const check = (x: number, y: number, r: number, fill: string, tick = W) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>` +
  `<path d="M${x - r * 0.45} ${y + r * 0.02}L${x - r * 0.1} ${y + r * 0.38}L${x + r * 0.5} ${y - r * 0.35}" fill="none" stroke="${tick}" stroke-width="${r * 0.22}" stroke-linecap="round" stroke-linejoin="round"/>`;
const person = (x: number, y: number, s: number, fill: string) =>
  `<circle cx="${x}" cy="${y - 18 * s}" r="${14 * s}" fill="${fill}"/>` +
  `<path d="M${x - 26 * s} ${y + 30 * s}C${x - 26 * s} ${y} ${x + 26 * s} ${y} ${x + 26 * s} ${y + 30 * s}Z" fill="${fill}"/>`;
const gift = (x: number, y: number, s: number, box: string, ribbon: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  `<rect x="-80" y="-20" width="160" height="110" rx="10" fill="${box}"/>` +
  `<rect x="-92" y="-52" width="184" height="42" rx="10" fill="${shade(box, -0.12)}"/>` +
  `<rect x="-14" y="-52" width="28" height="142" fill="${ribbon}"/>` +
  `<path d="M0 -52C-20 -96 -70 -92 -56 -64C-48 -52 -20 -52 0 -52ZM0 -52C20 -96 70 -92 56 -64C48 -52 20 -52 0 -52Z" fill="${ribbon}"/>` +
  `</g>`;
const wallet = (x: number, y: number, s: number, body: string, flap: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  `<rect x="-100" y="-62" width="200" height="132" rx="20" fill="${body}"/>` +
  `<rect x="-100" y="-62" width="200" height="34" rx="17" fill="${shade(body, -0.15)}"/>` +
  `<rect x="30" y="-10" width="84" height="52" rx="16" fill="${flap}"/>` +
  `<circle cx="58" cy="16" r="10" fill="${body}"/>` +
  `</g>`;
const cube = (x: number, y: number, s: number, top: string, left: string, right: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  `<path d="M0 -40L40 -20L0 0L-40 -20Z" fill="${top}"/>` +
  `<path d="M-40 -20L0 0L0 44L-40 24Z" fill="${left}"/>` +
  `<path d="M40 -20L0 0L0 44L40 24Z" fill="${right}"/>` +
  `</g>`;

const MOTIFS: Record<string, Motif> = {
  'proof-of-love': (a, b) =>
    hexagon(200, 200, 150, `fill="${W}" fill-opacity=".16" stroke="${W}" stroke-width="10"`) +
    heart(200, 196, 3, W) +
    heart(200, 196, 1.6, a) +
    heart(338, 70, 0.9, b) +
    heart(62, 330, 0.7, W),
  'swap-and-win': (a, b) =>
    coin(120, 150, 74, a, 'A') +
    coin(285, 255, 74, b, 'B') +
    `<path d="M150 300C110 300 84 272 84 236" fill="none" stroke="${W}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M62 252L84 226L106 252" fill="none" stroke="${W}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M250 100C290 100 316 128 316 164" fill="none" stroke="${W}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M294 148L316 174L338 148" fill="none" stroke="${W}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M330 48l8 18 18 8-18 8-8 18-8-18-18-8 18-8Z" fill="${W}"/>`,
  'nft-holders': (a, b) =>
    hexagon(150, 170, 118, `fill="${W}"`) +
    hexagon(150, 170, 84, `fill="${a}"`) +
    `<circle cx="150" cy="150" r="26" fill="${W}"/><path d="M104 226C110 190 190 190 196 226Z" fill="${W}"/>` +
    `<rect x="200" y="228" width="170" height="118" rx="14" fill="${W}"/>` +
    `<path d="M206 236L285 296L364 236" fill="none" stroke="${b}" stroke-width="12" stroke-linejoin="round"/>` +
    `<path d="M246 192L274 192" stroke="${W}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 16"/>`,
  'viral-share': (a, b) => {
    const nodes = [
      [200, 80],
      [90, 210],
      [310, 210],
      [40, 340],
      [150, 340],
      [250, 340],
      [360, 340],
    ];
    const links = nodes
      .slice(1)
      .map(([x, y], i) => {
        const [px, py] = nodes[Math.floor(i / 2)];
        return `<path d="M${px} ${py}L${x} ${y}" stroke="${W}" stroke-opacity=".7" stroke-width="8"/>`;
      })
      .join('');
    const people = nodes
      .map(([x, y], i) =>
        person(x, y + 10, i === 0 ? 1.35 : 1, i === 0 ? W : i < 3 ? shade(b, 0.55) : shade(a, 0.6)),
      )
      .join('');
    return (
      links +
      people +
      `<circle cx="330" cy="70" r="30" fill="${W}"/><path d="M316 70h28M330 56v28" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`
    );
  },
  'metamask-twitter': (a, b) =>
    bubble(150, 40, 220, 120, W, false) +
    lines(180, 74, [150, 110, 130], b, 24, 12) +
    wallet(170, 270, 1.15, W, a) +
    check(300, 330, 34, b),
  'polkadotjs-discord': (a, b) =>
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const angle = (Math.PI / 3) * i;
        return `<circle cx="${(140 + 82 * Math.cos(angle)).toFixed(1)}" cy="${(160 + 82 * Math.sin(angle)).toFixed(1)}" r="30" fill="${i % 2 ? W : shade(a, 0.35)}"/>`;
      })
      .join('') +
    `<circle cx="140" cy="160" r="34" fill="${W}"/>` +
    bubble(210, 230, 170, 110, W, true) +
    `<circle cx="258" cy="285" r="12" fill="${b}"/><circle cx="295" cy="285" r="12" fill="${b}"/><circle cx="332" cy="285" r="12" fill="${b}"/>`,
  'hodl-contest': (a, b) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="150" cy="${330 - i * 34}" rx="92" ry="30" fill="${shade(a, -0.25)}"/>` +
          `<ellipse cx="150" cy="${322 - i * 34}" rx="92" ry="30" fill="${i % 2 ? shade(a, 0.35) : W}"/>`,
      )
      .join('') +
    `<circle cx="310" cy="110" r="44" fill="none" stroke="${W}" stroke-width="14"/>` +
    `<circle cx="310" cy="220" r="44" fill="none" stroke="${shade(b, 0.5)}" stroke-width="14"/>` +
    `<circle cx="310" cy="330" r="44" fill="none" stroke="${W}" stroke-width="14"/>` +
    `<path d="M310 154V176M310 264V286" stroke="${W}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M150 70V30M130 50L150 28L170 50" fill="none" stroke="${W}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  'twitter-giveaway': (a, b) =>
    bubble(40, 40, 240, 130, W, true) +
    `<path d="M88 105l16-16 16 16 16-16 16 16 16-16 16 16 16-16 16 16" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    gift(250, 300, 1.05, W, b) +
    heart(88, 300, 0.9, W) +
    `<path d="M340 60l8 18 18 8-18 8-8 18-8-18-18-8 18-8Z" fill="${W}"/>`,
  'nft-giveaway': (a, b) =>
    gift(190, 300, 1.15, W, a) +
    hexagon(190, 110, 70, `fill="${shade(b, 0.4)}" stroke="${W}" stroke-width="10"`) +
    hexagon(190, 110, 30, `fill="${W}"`) +
    `<path d="M330 60l8 18 18 8-18 8-8 18-8-18-18-8 18-8Z" fill="${W}"/><path d="M54 150l6 13 13 6-13 6-6 13-6-13-13-6 13-6Z" fill="${W}"/>`,
  'learn-to-earn': (a, b) =>
    `<rect x="30" y="40" width="280" height="180" rx="26" fill="${W}"/>` +
    `<path d="M145 92L215 130L145 168Z" fill="${a}"/>` +
    `<rect x="150" y="250" width="220" height="120" rx="20" fill="${shade(b, 0.8)}"/>` +
    check(194, 290, 18, b) +
    lines(224, 284, [120], shade(b, -0.1)) +
    `<circle cx="194" cy="335" r="18" fill="none" stroke="${b}" stroke-width="5"/>` +
    lines(224, 329, [90], shade(b, 0.3)) +
    `<text x="72" y="340" font-family="${FONT_FAMILY}" font-weight="700" font-size="120" fill="${W}">?</text>`,
  'onchain-actions': (a, b) =>
    cube(100, 120, 1.6, W, shade(a, 0.45), shade(a, 0.2)) +
    cube(300, 120, 1.6, W, shade(b, 0.45), shade(b, 0.2)) +
    cube(200, 300, 1.6, W, shade(a, 0.45), shade(a, 0.2)) +
    `<path d="M168 160L230 160M140 210L170 250M260 210L230 250" stroke="${W}" stroke-width="10" stroke-linecap="round" stroke-dasharray="4 18"/>` +
    check(340, 320, 34, W, a),
  'survey-contest': (a, b) =>
    `<rect x="90" y="40" width="220" height="320" rx="22" fill="${W}"/>` +
    `<rect x="150" y="22" width="100" height="40" rx="12" fill="${shade(a, -0.2)}"/>` +
    check(138, 120, 18, a) +
    lines(170, 114, [110], shade(b, 0.55)) +
    check(138, 180, 18, a) +
    lines(170, 174, [90], shade(b, 0.55)) +
    `<circle cx="138" cy="240" r="18" fill="none" stroke="${a}" stroke-width="5"/>` +
    lines(170, 234, [100], shade(b, 0.55)) +
    `<rect x="120" y="290" width="160" height="40" rx="20" fill="${b}"/>` +
    `<path d="M330 70l8 18 18 8-18 8-8 18-8-18-18-8 18-8Z" fill="${W}"/>`,
  'hashtag-contest': (a, b) =>
    `<text x="170" y="300" font-family="${FONT_FAMILY}" font-weight="700" font-size="300" fill="${W}" text-anchor="middle">#</text>` +
    bubble(250, 60, 130, 80, shade(b, 0.5), false) +
    lines(272, 88, [86, 60], W, 22, 10) +
    heart(320, 320, 0.9, W) +
    `<circle cx="60" cy="80" r="16" fill="${shade(a, 0.6)}"/>`,
  'discord-promotion': (a, b) =>
    bubble(40, 50, 220, 120, W, true) +
    `<circle cx="110" cy="110" r="14" fill="${a}"/><circle cx="150" cy="110" r="14" fill="${a}"/><circle cx="190" cy="110" r="14" fill="${a}"/>` +
    bubble(160, 190, 200, 100, shade(b, 0.55), false) +
    lines(190, 222, [140, 96], W, 26, 12) +
    person(80, 320, 1.2, W) +
    person(150, 330, 1, shade(a, 0.6)) +
    `<path d="M330 320v-40M310 300h40" stroke="${W}" stroke-width="12" stroke-linecap="round"/>`,
  'social-media-contest': (a, b) =>
    `<path d="M60 170L230 90V310L60 230Z" fill="${W}"/>` +
    `<rect x="30" y="170" width="50" height="60" rx="10" fill="${W}"/>` +
    `<path d="M90 235L110 320H150L136 250" fill="${shade(a, 0.6)}"/>` +
    `<path d="M270 140C300 160 300 240 270 260M310 110C360 150 360 250 310 290" fill="none" stroke="${W}" stroke-width="12" stroke-linecap="round"/>` +
    heart(350, 70, 0.8, shade(b, 0.5)) +
    `<circle cx="360" cy="340" r="28" fill="${shade(a, 0.55)}"/><circle cx="300" cy="362" r="18" fill="${W}"/>`,
  'telegram-promotion': (a, b) =>
    `<path d="M40 190L350 60L290 330L200 260Z" fill="${W}"/>` +
    `<path d="M200 260L350 60L170 240Z" fill="${shade(a, 0.55)}"/>` +
    `<path d="M170 240L200 260L160 320Z" fill="${shade(a, 0.3)}"/>` +
    `<path d="M40 330C80 300 110 350 150 330" fill="none" stroke="${W}" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 18"/>` +
    person(330, 360, 0.8, shade(b, 0.5)),
};

/** Accent colours: the template's tag colours, repeated when it has one tag. */
function accents(colors: string[]): [string, string, string] {
  const first = colors[0] ?? '#1b5fc4';
  const second = colors[1] ?? shade(first, -0.35);
  return [first, second, colors[2] ?? shade(second, 0.2)];
}

/** Motifs whose theme calls for colours of their own rather than their tags'. */
const MOTIF_COLORS: Record<string, string[]> = {
  'proof-of-love': ['#e8457c', '#7b3fc4'],
};

export interface PreviewSpec {
  title: string;
  motif: string;
  /** The template's tag colours, most important first (they lead the background). */
  colors: string[];
  /** Tag chips on the card sketch, in the gallery's order. */
  chips: Array<{ label: string; color: string }>;
}

export function previewSvg({
  title,
  motif,
  colors: tagColors,
  chips: chipList,
}: PreviewSpec): string {
  const draw = MOTIFS[motif];
  if (!draw) throw new Error(`no preview motif named "${motif}"`);
  const colors = MOTIF_COLORS[motif] ?? tagColors;
  const [a, b] = accents(colors);
  const background = shade(a, -0.18);
  const titleLines = wrapText(title, 34, 404, 0.64).slice(0, 3);
  const titleBottom = 236 + (titleLines.length - 1) * 42;
  // Tag chips, wrapped onto as many rows as the card needs.
  const CARD_LEFT = 676;
  const CARD_INNER = 404;
  let x = 0;
  let row = 0;
  const chips = chipList
    .map(({ label, color }) => {
      const width = label.length * 11 + 42;
      if (x > 0 && x + width > CARD_INNER) {
        x = 0;
        row++;
      }
      const left = CARD_LEFT + x;
      x += width + 10;
      return (
        `<g transform="translate(${left} ${titleBottom + 26 + row * 44})">` +
        `<rect width="${width}" height="34" rx="17" fill="${shade(color, 0.86)}"/>` +
        `<circle cx="18" cy="17" r="7" fill="${color}"/>` +
        `<text x="32" y="23" font-family="${FONT_FAMILY}" font-size="17" font-weight="600" fill="${shade(color, -0.55)}">${escapeXml(label.toLowerCase())}</text>` +
        `</g>`
      );
    })
    .join('');
  const taskTop = titleBottom + 26 + (row + 1) * 44 + 18;
  const tasks = [0, 1, 2]
    .filter((i) => taskTop + i * 64 + 52 <= 550)
    .map((i) => {
      const y = taskTop + i * 64;
      const color = tagColors[i % tagColors.length] ?? a;
      return (
        `<rect x="${CARD_LEFT}" y="${y}" width="404" height="52" rx="14" fill="#f2f4f8"/>` +
        `<circle cx="704" cy="${y + 26}" r="12" fill="${color}"/>` +
        `<rect x="728" y="${y + 20}" width="${[190, 150, 170][i]}" height="12" rx="6" fill="#c9d0dc"/>` +
        (i < 2
          ? check(1050, y + 26, 14, '#22a06b')
          : `<circle cx="1050" cy="${y + 26}" r="13" fill="none" stroke="#c9d0dc" stroke-width="4"/>`)
      );
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${shade(a, 0.08)}"/>
    <stop offset="1" stop-color="${shade(b, -0.3)}"/>
  </linearGradient>
  <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">
    <circle cx="3" cy="3" r="2.2" fill="#fff" fill-opacity=".16"/>
  </pattern>
</defs>
<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${background}"/>
<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="url(#bg)"/>
<rect width="600" height="${PREVIEW_HEIGHT}" fill="url(#dots)"/>
<circle cx="1130" cy="-20" r="220" fill="#fff" fill-opacity=".08"/>
<circle cx="80" cy="690" r="180" fill="#fff" fill-opacity=".07"/>
<g transform="translate(90 138)">${draw(a, b)}</g>
<rect x="652" y="118" width="476" height="470" rx="30" fill="#000" fill-opacity=".16"/>
<rect x="640" y="104" width="476" height="470" rx="30" fill="#fff"/>
<circle cx="690" cy="150" r="20" fill="${a}"/>
<rect x="722" y="138" width="150" height="12" rx="6" fill="#c9d0dc"/>
<rect x="722" y="158" width="96" height="10" rx="5" fill="#e1e5ec"/>
${textBlock(titleLines, 676, 236, { size: 34, lineHeight: 1.24, fill: '#1c1e21' })}
${chips}
${tasks}
</svg>`;
}

// Small helpers for composing SVG artwork and rasterising it with sharp
// (used by scripts/generate-images.ts).
import sharp from 'sharp';

export const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Greedy word wrap by an estimated average glyph width (em fraction). */
export function wrapText(text: string, fontSize: number, maxWidth: number, glyph = 0.6): string[] {
  const perLine = Math.max(1, Math.floor(maxWidth / (fontSize * glyph)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > perLine && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** `<text>` with one `<tspan>` per line. */
export function textBlock(
  lines: string[],
  x: number,
  y: number,
  {
    size,
    lineHeight = 1.25,
    weight = 700,
    fill = '#fff',
    anchor = 'start',
  }: {
    size: number;
    lineHeight?: number;
    weight?: number;
    fill?: string;
    anchor?: 'start' | 'middle' | 'end';
  },
): string {
  const spans = lines
    .map(
      (l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : size * lineHeight}">${escapeXml(l)}</tspan>`,
    )
    .join('');
  return `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${spans}</text>`;
}

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  );
  return '#' + channels.map((c) => c.toString(16).padStart(2, '0')).join('');
}

export async function svgToPng(svg: string, file: string, width: number, height: number) {
  await sharp(Buffer.from(svg), { density: 144 })
    .resize(width, height)
    .png({ compressionLevel: 9, effort: 10 })
    .toFile(file);
}

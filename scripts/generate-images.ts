// npm-less helper: regenerate the committed image sources from their SVG
// compositions: static/img/social-card.png and the template previews in
// src/pages/templates/_previews/. Run with `npx tsx scripts/generate-images.ts`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import config from '../site.config';
import {
  socialCardSvg,
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
} from '../src/core/images/social-card';
import { svgToPng } from '../src/core/images/svg';
import { TAGS, TAG_KEYS, TEMPLATES } from '../src/pages/templates/_data';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  previewSvg,
} from '../src/pages/templates/_previews/artwork';
import { runCommand } from './cli';

await runCommand('generate-images', async () => {
  const root = resolve(import.meta.dirname, '..');
  const logoSvg = readFileSync(join(root, 'static/img/logo.svg'), 'utf8');
  const card = socialCardSvg({
    title: config.title,
    tagline: config.tagline ?? '',
    host: new URL(config.url).host,
    logoSvg,
  });
  await svgToPng(
    card,
    join(root, 'static/img/social-card.png'),
    SOCIAL_CARD_WIDTH,
    SOCIAL_CARD_HEIGHT,
  );
  console.log('static/img/social-card.png');
  for (const template of TEMPLATES) {
    const svg = previewSvg({
      title: template.title,
      motif: template.preview,
      colors: template.tags.map((t) => TAGS[t].color),
      // Chips in the gallery's fixed tag order, as the cards show them.
      chips: TAG_KEYS.filter((t) => template.tags.includes(t)).map((t) => TAGS[t]),
    });
    const file = join(root, 'src/pages/templates/_previews', `${template.preview}.png`);
    await svgToPng(svg, file, PREVIEW_WIDTH, PREVIEW_HEIGHT);
    console.log(`src/pages/templates/_previews/${template.preview}.png`);
  }
});

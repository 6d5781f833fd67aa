// Resizing one source image to its responsive widths with sharp, plus the
// tiny blurred placeholder. File names depend only on the source bytes and
// the options, so the server build can compute the same URLs without encoding
// any file.
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { ResponsiveImage, ResponsiveImageOptions } from './types';
import { computeWidths } from './widths';

export const IDEAL_IMAGE_DIR = 'assets/ideal-img';
/** Width of the placeholder before the browser scales it up (and CSS blurs it). */
export const PLACEHOLDER_WIDTH = 24;

export interface ResizedFile {
  /** Output path relative to the public path, e.g. `assets/ideal-img/x.1a2b3c4.640.png`. */
  file: string;
  width: number;
  height: number;
  /** Encoded bytes; absent when only the names were asked for. */
  data?: Buffer;
}

export interface ProcessedImage {
  files: ResizedFile[];
  /** The import's value, with paths relative to the public path. */
  image: ResponsiveImage;
}

export interface ProcessOptions extends ResponsiveImageOptions {
  /** Base name for the output files (no extension). */
  name: string;
  /** false: compute names, sizes and placeholder only (the server build). */
  encode: boolean;
}

type Format = 'png' | 'jpeg' | 'webp' | 'avif';

const FORMATS: Record<string, Format> = {
  png: 'png',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  webp: 'webp',
  avif: 'avif',
  heif: 'avif',
};
const EXTENSIONS: Record<Format, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', avif: 'avif' };

function encoder(pipeline: Sharp, format: Format, quality: number): Sharp {
  switch (format) {
    case 'png':
      // Palette quantisation at the configured quality (libimagequant); no
      // dithering, which would make flat artwork larger than lossless.
      return pipeline.png({ quality, dither: 0, compressionLevel: 9, effort: 8 });
    case 'jpeg':
      return pipeline.jpeg({ quality, mozjpeg: true });
    case 'webp':
      return pipeline.webp({ quality });
    case 'avif':
      return pipeline.avif({ quality });
  }
}

/** A URL-safe base name: letters, digits, `-` and `_`. */
export function safeName(name: string): string {
  return name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'image';
}

export async function processImage(
  source: Buffer,
  options: ProcessOptions,
): Promise<ProcessedImage> {
  const meta = await sharp(source).metadata();
  const format = FORMATS[meta.format ?? ''];
  if (!format || !meta.width || !meta.height)
    throw new Error(
      `unsupported image (${meta.format ?? 'unknown format'}): use PNG, JPEG, WebP or AVIF`,
    );
  // EXIF orientations 5–8 swap the displayed width and height.
  const rotated = (meta.orientation ?? 1) >= 5;
  const originalWidth = rotated ? meta.height : meta.width;
  const originalHeight = rotated ? meta.width : meta.height;
  const ext = EXTENSIONS[format];
  const name = safeName(options.name);
  const digest = createHash('sha256')
    .update(source)
    .update(JSON.stringify([options.quality, format]))
    .digest('hex')
    .slice(0, 7);

  const files: ResizedFile[] = [];
  for (const width of computeWidths(options, originalWidth)) {
    const height = Math.max(1, Math.round((originalHeight * width) / originalWidth));
    const file: ResizedFile = {
      file: `${IDEAL_IMAGE_DIR}/${name}.${digest}.${width}.${ext}`,
      width,
      height,
    };
    if (options.encode) {
      file.data = await encoder(
        sharp(source).rotate().resize({ width, height, fit: 'fill' }),
        format,
        options.quality,
      ).toBuffer();
    }
    files.push(file);
  }

  const placeholderHeight = Math.max(
    1,
    Math.round((originalHeight * PLACEHOLDER_WIDTH) / originalWidth),
  );
  const tiny = sharp(source)
    .rotate()
    .resize({ width: PLACEHOLDER_WIDTH, height: placeholderHeight, fit: 'fill' })
    .blur(1);
  // JPEG is smaller; PNG only when the image really has transparent pixels.
  const transparent = meta.hasAlpha && !(await sharp(source).stats()).isOpaque;
  const placeholder = transparent
    ? `data:image/png;base64,${(await tiny.png({ compressionLevel: 9 }).toBuffer()).toString('base64')}`
    : `data:image/jpeg;base64,${(await tiny.jpeg({ quality: 50 }).toBuffer()).toString('base64')}`;

  const largest = files[files.length - 1];
  return {
    files,
    image: {
      src: largest.file,
      srcSet: files.map((f) => ({ path: f.file, width: f.width })),
      width: largest.width,
      height: largest.height,
      placeholder,
    },
  };
}

// The webpack loader behind `import picture from './picture.png?responsive'`:
// resizes the image with sharp to the configured widths and exports
// { src, srcSet, width, height, placeholder }. The client build emits the files
// under assets/ideal-img/; the server build computes the same URLs and emits nothing.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { LoaderContext } from 'webpack';
import { once, type SharedWork } from '../bundle/shared-work';
import { processImage, type ProcessedImage } from './process';
import type { ResponsiveImageOptions } from './types';
import { DEFAULT_IMAGE_OPTIONS } from './widths';

export interface ResponsiveLoaderOptions extends Partial<ResponsiveImageOptions> {
  /** A JSON site config whose `idealImage` key gives the options (the generated site-config.json). */
  configFile?: string;
  /** Write the files (client build); false computes URLs only (server build). Default true. */
  emit?: boolean;
  /** Given by a build to both compilers: the image is processed once, encoded, for the two. */
  shared?: SharedWork;
}

/** Loader options over the site config's `idealImage` over the defaults. */
export function resolveImageOptions(options: ResponsiveLoaderOptions): ResponsiveImageOptions {
  let fromConfig: Partial<ResponsiveImageOptions> = {};
  if (options.configFile) {
    const config = JSON.parse(readFileSync(options.configFile, 'utf8')) as {
      idealImage?: Partial<ResponsiveImageOptions>;
    };
    fromConfig = config.idealImage ?? {};
  }
  const pick = (key: keyof ResponsiveImageOptions) =>
    options[key] ?? fromConfig[key] ?? DEFAULT_IMAGE_OPTIONS[key];
  return { quality: pick('quality'), max: pick('max'), min: pick('min'), steps: pick('steps') };
}

/** The module source: URLs are prefixed with the bundle's public path at run time. */
export function moduleSource(image: import('./types').ResponsiveImage): string {
  const url = (path: string) => `__webpack_public_path__ + ${JSON.stringify(path)}`;
  const srcSet = image.srcSet.map((s) => `{ path: ${url(s.path)}, width: ${s.width} }`).join(', ');
  return [
    `export default {`,
    `  src: ${url(image.src)},`,
    `  srcSet: [${srcSet}],`,
    `  width: ${image.width},`,
    `  height: ${image.height},`,
    `  placeholder: ${JSON.stringify(image.placeholder)},`,
    `};`,
    '',
  ].join('\n');
}

/**
 * Processes an image once per build for both compilers (encoded, since the client needs the files);
 * without a shared map, as the loader options say.
 */
export function processShared(
  file: string,
  source: Buffer,
  options: ResponsiveImageOptions,
  { shared, emit }: { shared?: SharedWork; emit: boolean },
): Promise<ProcessedImage> {
  const name = basename(file, extname(file));
  const hash = createHash('sha1').update(source).digest('hex');
  return once(shared, `image\0${hash}\0${name}\0${JSON.stringify(options)}`, () =>
    processImage(source, { ...options, name, encode: emit || !!shared }),
  );
}

export default function responsiveImageLoader(
  this: LoaderContext<ResponsiveLoaderOptions>,
  source: Buffer,
): void {
  const callback = this.async();
  const loaderOptions = this.getOptions();
  if (loaderOptions.configFile) this.addDependency(loaderOptions.configFile);
  let options: ResponsiveImageOptions;
  try {
    options = resolveImageOptions(loaderOptions);
  } catch (error) {
    callback(error as Error);
    return;
  }
  const emit = loaderOptions.emit !== false;
  processShared(this.resourcePath, source, options, { shared: loaderOptions.shared, emit }).then(
    ({ files, image }) => {
      if (emit) for (const f of files) if (f.data) this.emitFile(f.file, f.data);
      callback(null, moduleSource(image));
    },
    (error: unknown) => {
      const e = new Error(`${this.resourcePath}: ${(error as Error).message}`);
      e.stack = '';
      callback(e);
    },
  );
}

/** Webpack hands this loader the file's bytes, not text. */
export const raw = true;

// Responsive images: the widths, the sharp processing, and the webpack loader
// (files emitted by the client build, identical URLs and no files from the server build).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import webpack from 'webpack';
import { resolveImageOptions } from '../../src/core/images/loader';
import { processImage } from '../../src/core/images/process';
import type { ResponsiveImage } from '../../src/core/images/types';
import { computeWidths, DEFAULT_IMAGE_OPTIONS } from '../../src/core/images/widths';

const LOADER = fileURLToPath(new URL('../../src/core/images/loader.ts', import.meta.url));

/** A test picture: a gradient with a few shapes, `width`×`height`. */
function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1b5fc4"/><stop offset="1" stop-color="#ff754b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff"/>
    <rect x="${width / 2}" y="${height / 4}" width="${width / 3}" height="${height / 2}" rx="20" fill="#222"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === 'png' ? image.png() : image.jpeg({ quality: 95 })).toBuffer();
}

describe('computeWidths', () => {
  test('the site defaults give 640 and 1030', () => {
    assert.deepEqual(computeWidths(DEFAULT_IMAGE_OPTIONS), [640, 1030]);
    assert.deepEqual(computeWidths(DEFAULT_IMAGE_OPTIONS, 1200), [640, 1030]);
  });

  test('steps spread evenly from min to max, rounded up', () => {
    assert.deepEqual(computeWidths({ min: 640, max: 1030, steps: 3 }), [640, 835, 1030]);
    assert.deepEqual(computeWidths({ min: 300, max: 1000, steps: 4 }), [300, 534, 767, 1000]);
    assert.deepEqual(computeWidths({ min: 640, max: 1030, steps: 1 }), [1030]);
    assert.deepEqual(computeWidths({ min: 1030, max: 640, steps: 2 }), [640, 1030]);
  });

  test('never wider than the original', () => {
    assert.deepEqual(computeWidths(DEFAULT_IMAGE_OPTIONS, 800), [640, 800]);
    assert.deepEqual(computeWidths(DEFAULT_IMAGE_OPTIONS, 500), [500]);
    assert.deepEqual(computeWidths({ min: 640, max: 1030, steps: 3 }, 700), [640, 700]);
  });
});

describe('processImage', () => {
  let source: Buffer;
  before(async () => {
    source = await picture(1200, 675);
  });

  test('resizes to the widths at the configured quality, with hashed names', async () => {
    const { files, image } = await processImage(source, {
      ...DEFAULT_IMAGE_OPTIONS,
      name: 'my picture',
      encode: true,
    });
    assert.deepEqual(
      files.map((f) => [f.width, f.height]),
      [
        [640, 360],
        [1030, 579],
      ],
    );
    for (const file of files) {
      assert.match(file.file, /^assets\/ideal-img\/my-picture\.[0-9a-f]{7}\.\d+\.png$/);
      assert.ok(file.file.endsWith(`.${file.width}.png`));
      const meta = await sharp(file.data).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['png', file.width, file.height]);
    }
    assert.deepEqual(image.srcSet, [
      { path: files[0].file, width: 640 },
      { path: files[1].file, width: 1030 },
    ]);
    assert.equal(image.src, files[1].file);
    assert.deepEqual([image.width, image.height], [1030, 579]);
  });

  test('the placeholder is a tiny image as a data URI', async () => {
    const { image } = await processImage(source, {
      ...DEFAULT_IMAGE_OPTIONS,
      name: 'p',
      encode: false,
    });
    const match = /^data:image\/jpeg;base64,(.+)$/.exec(image.placeholder);
    assert.ok(match, image.placeholder.slice(0, 40));
    const meta = await sharp(Buffer.from(match[1], 'base64')).metadata();
    assert.deepEqual([meta.width, meta.height], [24, 14]);
    assert.ok(image.placeholder.length < 1500);
  });

  test('a transparent image gets a PNG placeholder', async () => {
    const transparent = await sharp({
      create: { width: 800, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { image } = await processImage(transparent, {
      ...DEFAULT_IMAGE_OPTIONS,
      name: 't',
      encode: false,
    });
    assert.match(image.placeholder, /^data:image\/png;base64,/);
  });

  test('names only (server build): same result, no encoding', async () => {
    const options = { ...DEFAULT_IMAGE_OPTIONS, name: 'p' };
    const full = await processImage(source, { ...options, encode: true });
    const names = await processImage(source, { ...options, encode: false });
    assert.deepEqual(names.image, full.image);
    assert.ok(names.files.every((f) => f.data === undefined));
  });

  test('the hash follows the content and the quality', async () => {
    const base = { ...DEFAULT_IMAGE_OPTIONS, name: 'p', encode: false };
    const a = (await processImage(source, base)).image.src;
    const other = await picture(1200, 676);
    assert.notEqual((await processImage(other, base)).image.src, a);
    assert.notEqual((await processImage(source, { ...base, quality: 50 })).image.src, a);
  });

  test('quality is applied (JPEG)', async () => {
    const jpeg = await picture(1200, 675, 'jpeg');
    const size = async (quality: number) => {
      const { files } = await processImage(jpeg, {
        ...DEFAULT_IMAGE_OPTIONS,
        quality,
        name: 'j',
        encode: true,
      });
      assert.ok(files[0].file.endsWith('.jpg'));
      return files.reduce((sum, f) => sum + (f.data?.length ?? 0), 0);
    };
    assert.ok((await size(30)) < (await size(90)));
  });

  test('a small image is not enlarged', async () => {
    const small = await picture(500, 300);
    const { image } = await processImage(small, {
      ...DEFAULT_IMAGE_OPTIONS,
      name: 's',
      encode: false,
    });
    assert.deepEqual(
      image.srcSet.map((s) => s.width),
      [500],
    );
    assert.deepEqual([image.width, image.height], [500, 300]);
  });

  test('a file that is not an image is an error', async () => {
    await assert.rejects(
      processImage(Buffer.from('not an image'), {
        ...DEFAULT_IMAGE_OPTIONS,
        name: 'x',
        encode: true,
      }),
    );
  });
});

describe('the webpack loader', () => {
  let dir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'images-loader-'));
    writeFileSync(join(dir, 'photo.png'), await picture(1200, 675));
    writeFileSync(
      join(dir, 'site-config.json'),
      JSON.stringify({ title: 'x', idealImage: { quality: 70, max: 1030, min: 640, steps: 2 } }),
    );
    writeFileSync(join(dir, 'entry.js'), "export { default } from './photo.png?responsive';\n");
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  function compile(name: string, emit: boolean): Promise<string> {
    const out = join(dir, name);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      target: 'node',
      output: {
        path: out,
        filename: 'bundle.cjs',
        library: { type: 'commonjs2' },
        publicPath: '/',
      },
      optimization: { minimize: false },
      module: {
        rules: [
          {
            test: /\.png$/,
            resourceQuery: /responsive/,
            type: 'javascript/auto',
            use: [{ loader: LOADER, options: { configFile: join(dir, 'site-config.json'), emit } }],
          },
        ],
      },
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) =>
        compiler.close(() => {
          if (error) return reject(error);
          if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
          resolve(out);
        }),
      ),
    );
  }

  const load = (out: string) => {
    const require = createRequire(import.meta.url);
    return (require(join(out, 'bundle.cjs')) as { default: ResponsiveImage }).default;
  };

  test('client build: exports the image description and emits the resized files', async () => {
    const out = await compile('client', true);
    const image = load(out);
    assert.deepEqual(
      image.srcSet.map((s) => s.width),
      [640, 1030],
    );
    for (const { path } of image.srcSet)
      assert.match(path, /^\/assets\/ideal-img\/photo\.[0-9a-f]{7}\.\d+\.png$/);
    assert.equal(image.src, image.srcSet[1].path);
    assert.deepEqual([image.width, image.height], [1030, 579]);
    assert.match(image.placeholder, /^data:image\/jpeg;base64,/);
    const emitted = readdirSync(join(out, 'assets/ideal-img')).sort();
    assert.deepEqual(emitted, image.srcSet.map((s) => s.path.split('/').pop()).sort());
    const meta = await sharp(readFileSync(join(out, image.src))).metadata();
    assert.equal(meta.width, 1030);
  });

  test('server build: the same URLs, no files', async () => {
    const client = load(await compile('client2', true));
    const out = await compile('server', false);
    assert.deepEqual(load(out), client);
    assert.deepEqual(readdirSync(out), ['bundle.cjs']);
  });

  test('options come from the site config, loader options win', () => {
    const configFile = join(dir, 'site-config.json');
    assert.deepEqual(resolveImageOptions({ configFile }), {
      quality: 70,
      max: 1030,
      min: 640,
      steps: 2,
    });
    writeFileSync(join(dir, 'other.json'), JSON.stringify({ idealImage: { max: 800, steps: 3 } }));
    assert.deepEqual(resolveImageOptions({ configFile: join(dir, 'other.json'), quality: 40 }), {
      quality: 40,
      max: 800,
      min: 640,
      steps: 3,
    });
    assert.deepEqual(resolveImageOptions({}), DEFAULT_IMAGE_OPTIONS);
  });
});

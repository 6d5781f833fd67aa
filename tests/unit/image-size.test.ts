// Markdown images carry their intrinsic width and height, so the page keeps its
// layout while they load.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { compileMdx } from '../../src/core/mdx/compile';

const dir = mkdtempSync(join(tmpdir(), 'image-size-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const resolver = { permalinkOf: () => undefined };

describe('markdown image sizes', () => {
  it('gives raster and SVG images their intrinsic width and height', async () => {
    await sharp({ create: { width: 40, height: 20, channels: 3, background: '#08f' } })
      .png()
      .toFile(join(dir, 'a.png'));
    writeFileSync(
      join(dir, 'b.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="760" height="300" viewBox="0 0 760 300"></svg>',
    );
    const { code } = await compileMdx(
      join(dir, 'doc.md'),
      '# T\n\n![A png](./a.png)\n\n![An svg](./b.svg)\n\n![Remote](https://example.com/x.png)\n',
      { resolver },
    );
    assert.match(code, /alt: "A png",[^}]*width: "?40"?,\s*height: "?20"?/s);
    assert.match(code, /alt: "An svg",[^}]*width: "?760"?,\s*height: "?300"?/s);
    assert.doesNotMatch(code, /alt: "Remote",[^}]*width:/s);
  });
});

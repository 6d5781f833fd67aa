// Markdown images get their intrinsic width and height, so the browser
// reserves their box before they load and the page does not jump.
// (CSS keeps them responsive: max-width 100%, height auto.)
import { dirname, resolve } from 'node:path';
import type { Image, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from '../esm-bundle';

const LOCAL = /^(?![a-z][a-z\d+.-]*:|\/\/|\/|#)/i;

export function remarkImageSize() {
  return async (tree: Root, file: VFile) => {
    const images: Image[] = [];
    visit(tree, 'image', (node: Image) => {
      if (node.url && LOCAL.test(node.url)) images.push(node);
    });
    if (images.length === 0) return;
    // Loaded for pages with images only: sharp and its native library cost a rebuild of one
    // text-only page a tenth of its time.
    const { default: sharp } = await import('sharp');
    await Promise.all(
      images.map(async (node) => {
        const path = resolve(dirname(file.path), decodeURI(node.url.replace(/[?#].*$/, '')));
        // A missing or unreadable file is reported by the link step; it just gets no size.
        const meta = await sharp(path)
          .metadata()
          .catch(() => undefined);
        if (!meta?.width || !meta.height) return;
        const hProperties = (node.data?.hProperties ?? {}) as Record<string, unknown>;
        node.data = {
          ...node.data,
          hProperties: { width: meta.width, height: meta.height, ...hProperties },
        };
      }),
    );
  };
}

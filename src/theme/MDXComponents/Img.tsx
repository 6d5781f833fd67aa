// Images in Markdown load lazily and decode off the main thread. A site path (`/img/x.png`, a file
// of static/) is under the site's baseUrl, as the reference's Markdown images are.
import type { ComponentProps } from 'react';
import { useBaseUrl } from '@docgen/client/context';

export default function MDXImg({ src, ...props }: ComponentProps<'img'>) {
  const url = useBaseUrl(src ?? '');
  const resolved = src?.startsWith('/') ? url : src;
  return <img loading="lazy" decoding="async" src={resolved} {...props} />;
}

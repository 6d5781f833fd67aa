// Images in Markdown load lazily and decode off the main thread.
import type { ComponentProps } from 'react';

export default function MDXImg(props: ComponentProps<'img'>) {
  return <img loading="lazy" decoding="async" {...props} />;
}

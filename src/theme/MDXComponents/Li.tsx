// Markdown list items, as they are (a module of its own so a site can override it by name).
import type { ComponentProps } from 'react';

export default function MDXLi(props: ComponentProps<'li'>) {
  return <li {...props} />;
}

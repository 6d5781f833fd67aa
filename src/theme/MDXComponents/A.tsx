// Links in Markdown: through the router, so in-site links navigate without a reload.
import type { ComponentProps } from 'react';
import { Link } from '@docgen/client/Link';

export default function MDXA({ href, ...props }: ComponentProps<'a'>) {
  return <Link to={href} {...props} />;
}

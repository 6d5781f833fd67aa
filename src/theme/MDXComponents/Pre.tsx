// `<pre>` written in content: its <code> child renders the code block, so the wrapper
// adds nothing; a <pre> of plain text stays a <pre>.
import type { ComponentProps } from 'react';
import { isValidElement } from 'react';

export default function MDXPre({ children, ...props }: ComponentProps<'pre'>) {
  return isValidElement(children) ? <>{children}</> : <pre {...props}>{children}</pre>;
}

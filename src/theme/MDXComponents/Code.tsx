// `<code>` written in content: inline code stays inline; a block (several lines, or
// inside <pre>) becomes the theme's CodeBlock. Fenced code reaches CodeBlock at build time.
import type { ComponentProps } from 'react';
import { isValidElement } from 'react';
import CodeBlock from '@theme/CodeBlock';

function isBlock(children: ComponentProps<'code'>['children']): boolean {
  return typeof children === 'string' && children.includes('\n');
}

export default function MDXCode(props: ComponentProps<'code'>) {
  if (isBlock(props.children) || isValidElement(props.children)) {
    const language = /language-(\S+)/.exec(props.className ?? '')?.[1];
    return <CodeBlock language={language}>{props.children}</CodeBlock>;
  }
  return <code {...props} />;
}

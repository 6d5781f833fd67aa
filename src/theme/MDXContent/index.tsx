// The components a page's Markdown renders with (the reference's
// @theme/MDXContent): the theme's MDXComponents, plus the two elements this
// generator's compiler writes itself (admonitions, highlighted code blocks). A
// site's own MDXComponents, written for the reference, maps `admonition` and
// not them; its `admonition` is then used for ours.
import type { ReactNode } from 'react';
import type { MDXComponents as MDXComponentsMap } from 'mdx/types';
import { MDXProvider } from '@mdx-js/react';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import MDXComponents from '@theme/MDXComponents';

const siteComponents = MDXComponents as MDXComponentsMap;

const components: MDXComponentsMap = {
  Admonition: siteComponents.admonition ?? Admonition,
  CodeBlock,
  ...siteComponents,
};

export default function MDXContent({ children }: { children: ReactNode }) {
  return <MDXProvider components={components}>{children}</MDXProvider>;
}

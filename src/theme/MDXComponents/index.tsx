// The components Markdown renders with. Swap or add entries here to change
// how every page renders an element (the theme's one override point for MDX).
// Each element has its own module (@theme/MDXComponents/A, …), as in the
// reference, so a site's override can reuse the ones it does not change.
import type { ComponentProps } from 'react';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import DocCardList from '@theme/DocCardList';
import MDXA from '@theme/MDXComponents/A';
import MDXCode from '@theme/MDXComponents/Code';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHead from '@docusaurus/Head';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXInput from '@theme/MDXComponents/Input';
import MDXLi from '@theme/MDXComponents/Li';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXTable from '@theme/MDXComponents/Table';
import MDXUl from '@theme/MDXComponents/Ul';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

const MDXComponents = {
  a: MDXA,
  code: MDXCode,
  pre: MDXPre,
  table: MDXTable,
  ul: MDXUl,
  li: MDXLi,
  input: MDXInput,
  img: MDXImg,
  h1: (props: ComponentProps<'h1'>) => <MDXHeading as="h1" {...props} />,
  h2: (props: ComponentProps<'h2'>) => <MDXHeading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <MDXHeading as="h3" {...props} />,
  h4: (props: ComponentProps<'h4'>) => <MDXHeading as="h4" {...props} />,
  h5: (props: ComponentProps<'h5'>) => <MDXHeading as="h5" {...props} />,
  h6: (props: ComponentProps<'h6'>) => <MDXHeading as="h6" {...props} />,
  details: MDXDetails,
  Details: MDXDetails,
  // `<head>` in a doc (renamed by the MDX pipeline): its tags go to the page's head.
  Head: MDXHead,
  Admonition,
  CodeBlock,
  Tabs,
  TabItem,
  DocCardList,
};

export type MDXComponentsObject = typeof MDXComponents;
export default MDXComponents;

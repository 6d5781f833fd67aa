// The components Markdown renders with. Swap or add entries here to change
// how every page renders an element (the theme's one override point for MDX).
import type { ComponentProps } from 'react';
import { Link } from '@docgen/client/Link';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import DocCardList from '@theme/DocCardList';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

const MDXComponents = {
  a: ({ href, ...props }: ComponentProps<'a'>) => <Link to={href} {...props} />,
  // Task-list checkboxes (`- [x]`) need a name for assistive technology.
  input: (props: ComponentProps<'input'>) =>
    props.type === 'checkbox' ? (
      <input aria-label={props.checked ? 'Done' : 'To do'} {...props} />
    ) : (
      <input {...props} />
    ),
  img: (props: ComponentProps<'img'>) => <img loading="lazy" decoding="async" {...props} />,
  h1: (props: ComponentProps<'h1'>) => <Heading as="h1" {...props} />,
  h2: (props: ComponentProps<'h2'>) => <Heading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <Heading as="h3" {...props} />,
  h4: (props: ComponentProps<'h4'>) => <Heading as="h4" {...props} />,
  h5: (props: ComponentProps<'h5'>) => <Heading as="h5" {...props} />,
  h6: (props: ComponentProps<'h6'>) => <Heading as="h6" {...props} />,
  details: Details,
  Details,
  Admonition,
  CodeBlock,
  Tabs,
  TabItem,
  DocCardList,
};

export default MDXComponents;

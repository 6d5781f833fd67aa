// What a site may set about how its Markdown is read: the format, its own
// remark/rehype plugins (before or after ours), the admonition keywords and
// the code blocks' magic comments.
import type { CompileOptions } from '@mdx-js/mdx';
import type { MagicComment } from '../../shared/code-meta';
import type { PrismInclude } from './prism-include';
import type { AdmonitionOptions } from './remark-admonitions';

type PluggableList = NonNullable<CompileOptions['remarkPlugins']>;

export type MarkdownFormat = 'mdx' | 'md' | 'detect';

export interface MarkdownOptions {
  /** 'detect': `.md` files as CommonMark, `.mdx` as MDX. */
  format?: MarkdownFormat;
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  beforeDefaultRemarkPlugins?: PluggableList;
  beforeDefaultRehypePlugins?: PluggableList;
  /** `false` turns admonitions off. */
  admonitions?: AdmonitionOptions | false;
  /** The site's `prism.magicComments`: which comments in code give lines which class. */
  magicComments?: MagicComment[];
  /** Prism languages to load before highlighting, beyond prism-react-renderer's own. */
  languages?: string[];
  /** The site's own `src/theme/prism-include-languages`, run before highlighting. */
  prismInclude?: PrismInclude;
  /** `mermaid` fences are diagrams (the reference's `markdown.mermaid`). */
  mermaid?: boolean;
  /**
   * The site has its own `@theme/CodeBlock`: fences also give it their code as children, with
   * `className` and `metastring`, as the reference's MDX does (an ejected CodeBlock reads those).
   */
  codeAsChildren?: boolean;
  /** The language of a fence that names none (the reference's `prism.defaultLanguage`). */
  defaultLanguage?: string;
  /** A blog post's truncate marker (its list excerpt ends there). */
  truncateMarker?: RegExp;
}

/** The format one file is compiled in. */
export function formatOf(file: string, format: MarkdownFormat = 'mdx'): 'mdx' | 'md' {
  if (format === 'detect') return /\.mdx$/i.test(file) ? 'mdx' : 'md';
  return format;
}

/** In .generated/: the routes and options every Markdown compile depends on (see src/core/site.ts). */
export const MARKDOWN_INPUTS_FILE = 'markdown-inputs.json';

/** MDX node types that pass through unchanged to HTML (rehype-raw, remark-rehype would drop them). */
export const MDX_NODE_TYPES: string[] = [
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm',
];

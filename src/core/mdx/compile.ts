// One MDX source → one ES module exporting the page component, `toc` and
// `contentTitle`. Used by the webpack loader and directly by tests.
import type { Program } from 'estree';
import type { VFileMessage } from 'vfile-message';
import { SourceError } from '../errors';
import { ANY_FRONT_MATTER, parseSource } from '../content/frontmatter';
import { formatOf, MDX_NODE_TYPES, type MarkdownOptions } from './options';
import { preprocessMdx } from './preprocess';
import { remarkAdmonitions, remarkUnusedDirectives } from './remark-admonitions';
import { remarkImageSize } from './remark-image-size';
import { remarkCode } from './remark-code';
import { remarkHeadings } from './remark-headings';
import { remarkHtmlComponents } from './remark-html-components';
import { rehypeUnnestBlocks } from './rehype-unnest-blocks';
import { recmaJsxNamespace } from './recma-jsx-namespace';
import { linkAssetImports, remarkLinks, type LinkResolver } from './remark-links';
import { compile, rehypeRaw, remarkDirective, remarkGfm, VFile } from '../esm-bundle';

/** The link resolver, and the site folder: the compiled file's `cwd` (plugins read `file.cwd`). */
export type CompileResolver = LinkResolver & { siteDir?(): string | undefined };

export interface CompileOptions {
  resolver: CompileResolver;
  onDependency?: (file: string) => void;
  development?: boolean;
  /** Else the resolver's options for the file, else the defaults. */
  markdown?: MarkdownOptions;
}

export interface CompileWarning {
  file: string;
  line?: number;
  column?: number;
  reason: string;
  rule?: string;
}

/** An import written in the file (not one the compiler or a plugin adds), where its request is. */
export interface WrittenImport {
  request: string;
  line: number;
  column: number;
}

export interface CompileResult {
  code: string;
  warnings: CompileWarning[];
  imports: WrittenImport[];
}

/** Collects the imports and re-exports written in the file, at their request's position. */
function recmaWrittenImports(imports: WrittenImport[]) {
  return () => (tree: Program) => {
    for (const node of tree.body) {
      if (!('source' in node) || !node.source?.loc) continue;
      const { value } = node.source;
      const { line, column } = node.source.loc.start;
      // The position is the quote's (0-based): the request starts a column after it.
      if (typeof value === 'string') imports.push({ request: value, line, column: column + 2 });
    }
  };
}

export async function compileMdx(
  file: string,
  raw: string,
  options: CompileOptions,
): Promise<CompileResult> {
  const { content, frontMatterLines } = parseSource(file, raw, ANY_FRONT_MATTER);
  const markdown = options.markdown ?? options.resolver.markdownOptionsFor?.(file) ?? {};
  const format = formatOf(file, markdown.format);
  // Keep line numbers true to the file: blank lines stand in for the front matter.
  const body = '\n'.repeat(frontMatterLines) + preprocessMdx(content, { format });
  // A plugin's `file.cwd` is the site folder, as under `docusaurus build` run in it (a site's
  // rehype plugin finds `static/` from there), whatever folder the generator runs in.
  const cwd = options.resolver.siteDir?.();
  const vfile = new VFile({ path: file, value: body, ...(cwd ? { cwd } : {}) });
  const imports: WrittenImport[] = [];
  let compiled;
  try {
    compiled = await compile(vfile, {
      format,
      providerImportSource: '@mdx-js/react',
      development: options.development ?? false,
      remarkPlugins: [
        ...(markdown.beforeDefaultRemarkPlugins ?? []),
        remarkGfm,
        remarkDirective,
        remarkHtmlComponents,
        [remarkAdmonitions, markdown.admonitions ?? {}],
        remarkHeadings,
        remarkImageSize,
        [remarkLinks, { resolver: options.resolver, onDependency: options.onDependency }],
        ...(markdown.remarkPlugins ?? []),
        remarkUnusedDirectives,
        // Last, so code blocks a site's plugins add (npm2yarn tabs…) are highlighted too.
        [
          remarkCode,
          {
            magicComments: markdown.magicComments,
            languages: markdown.languages,
            mermaid: markdown.mermaid,
            codeAsChildren: markdown.codeAsChildren,
            defaultLanguage: markdown.defaultLanguage,
            prismInclude: markdown.prismInclude,
          },
        ],
      ],
      rehypePlugins: [
        ...(markdown.beforeDefaultRehypePlugins ?? []),
        // CommonMark's raw HTML becomes elements, as Docusaurus does for .md files.
        ...(format === 'md'
          ? [[rehypeRaw, { passThrough: MDX_NODE_TYPES }] as [typeof rehypeRaw, object]]
          : []),
        ...(markdown.rehypePlugins ?? []),
        // Last, so a site plugin's output hydrates too.
        rehypeUnnestBlocks,
      ],
      recmaPlugins: [recmaWrittenImports(imports), recmaJsxNamespace],
    });
  } catch (error) {
    const e = error as VFileMessage;
    const reason = (e.reason ?? String(error)).split('\n')[0];
    // Some messages carry their position only in the text: "(7:1-7:6)".
    const inText = /\((\d+):(\d+)/.exec(reason);
    const line = e.line ?? (inText ? Number(inText[1]) : undefined);
    const column = e.column ?? (inText ? Number(inText[2]) : undefined);
    throw new SourceError(file, `MDX compilation failed: ${reason}`, line, column);
  }
  const warnings = compiled.messages.map((m) => ({
    file,
    line: m.line ?? undefined,
    column: m.column ?? undefined,
    reason: m.reason,
    rule: m.ruleId ?? undefined,
  }));
  const assets = (compiled.data.assets as string[] | undefined) ?? [];
  return { code: flat(linkAssetImports(String(compiled), assets)), warnings, imports };
}

/**
 * The code as one flat string. The serializer builds it piece by piece, which V8 keeps as a tree of
 * the pieces: about seven times the code's size, and a build holds every page's code until both
 * bundles have taken it (the docs ×10: 115 MB after the content check, 18 MB flat).
 */
const flat = (code: string) => Buffer.from(code).toString();

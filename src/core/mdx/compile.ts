// One MDX source → one ES module exporting the page component, `toc` and
// `contentTitle`. Used by the webpack loader and directly by tests.
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { SourceError } from '../errors';
import { parseSource } from '../content/frontmatter';
import { preprocessMdx } from './preprocess';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkCode } from './remark-code';
import { remarkHeadings } from './remark-headings';
import { linkAssetImports, remarkLinks, type LinkResolver } from './remark-links';

export interface CompileOptions {
  resolver: LinkResolver;
  onDependency?: (file: string) => void;
  development?: boolean;
}

export interface CompileWarning {
  file: string;
  line?: number;
  column?: number;
  reason: string;
  rule?: string;
}

export interface CompileResult {
  code: string;
  warnings: CompileWarning[];
}

export async function compileMdx(
  file: string,
  raw: string,
  options: CompileOptions,
): Promise<CompileResult> {
  const { content, frontMatterLines } = parseSource(file, raw);
  // Keep line numbers true to the file: blank lines stand in for the front matter.
  const body = '\n'.repeat(frontMatterLines) + preprocessMdx(content);
  const vfile = new VFile({ path: file, value: body });
  let compiled;
  try {
    compiled = await compile(vfile, {
      format: 'mdx', // .md is MDX too, as the reference's markdown.format 'mdx'
      providerImportSource: '@mdx-js/react',
      development: options.development ?? false,
      remarkPlugins: [
        remarkGfm,
        remarkDirective,
        remarkAdmonitions,
        remarkHeadings,
        [remarkLinks, { resolver: options.resolver, onDependency: options.onDependency }],
        remarkCode,
      ],
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
  return { code: linkAssetImports(String(compiled), assets), warnings };
}

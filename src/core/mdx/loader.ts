// The webpack loader for .md/.mdx: a thin adapter over compileMdx that turns
// warnings into webpack warnings and tracks linked files as dependencies.
import { createHash } from 'node:crypto';
import type { LoaderContext } from 'webpack';
import { SourceError } from '../errors';
import { truncateSource } from '../blog/excerpt';
import { once, type SharedWork } from '../bundle/shared-work';
import {
  compileMdx,
  type CompileResolver,
  type CompileResult,
  type CompileWarning,
} from './compile';

export interface MdxLoaderOptions {
  resolver: CompileResolver;
  /** The routes and Markdown options every compile depends on (.generated/markdown-inputs.json). */
  inputsFile?: string;
  development?: boolean;
  shared?: SharedWork;
}

/**
 * One file's compile, once per build for all who ask (see bundle/shared-work.ts): by default the
 * compiler alone; the content check that compiles every page before bundling asks first, for two.
 */
export function compileOnce(
  file: string,
  source: string,
  options: MdxLoaderOptions,
  askers = 1,
): Promise<CompileResult & { dependencies: string[] }> {
  const key = `mdx\0${file}\0${createHash('sha1').update(source).digest('hex')}`;
  return once(
    options.shared,
    key,
    async () => {
      const dependencies: string[] = [];
      const compiled = await compileMdx(file, source, {
        resolver: options.resolver,
        development: options.development,
        onDependency: (dep) => dependencies.push(dep),
      });
      return { ...compiled, dependencies };
    },
    { askers },
  );
}

/** A compile warning as one line: "file:line:column: reason". */
export const warningLine = (w: CompileWarning) =>
  `${w.file}${w.line ? `:${w.line}:${w.column ?? 1}` : ''}: ${w.reason}`;

export default function mdxLoader(this: LoaderContext<MdxLoaderOptions>, source: string): void {
  const callback = this.async();
  const options = this.getOptions();
  // A blog list's excerpt: the post up to its truncate marker. Its warnings are the whole post's,
  // which that post's own compile reports.
  const excerpt = /(?:^\?|&)truncated=true(?:&|$)/.test(this.resourceQuery);
  const text = excerpt
    ? truncateSource(
        source,
        options.resolver.markdownOptionsFor?.(this.resourcePath).truncateMarker,
      )
    : source;
  compileOnce(this.resourcePath, text, options).then(
    ({ code, warnings, dependencies }) => {
      for (const file of dependencies) this.addDependency(file);
      // A link's target moving (another doc's route, a route base, a version) changes this
      // output without this file changing: the cached compile must not outlive the route table.
      if (options.inputsFile) this.addDependency(options.inputsFile);
      for (const w of excerpt ? [] : warnings) {
        const error = new Error(warningLine(w));
        error.name = w.rule ?? 'MdxWarning';
        this.emitWarning(error);
      }
      callback(null, code);
    },
    (error: unknown) => {
      if (error instanceof SourceError) {
        const e = new Error(error.message);
        e.stack = ''; // a user error: no stack trace
        callback(e);
      } else callback(error as Error);
    },
  );
}

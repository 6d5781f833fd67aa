// The webpack loader for .md/.mdx: a thin adapter over compileMdx that turns
// warnings into webpack warnings and tracks linked files as dependencies.
import type { LoaderContext } from 'webpack';
import { SourceError } from '../errors';
import { compileMdx } from './compile';
import type { LinkResolver } from './remark-links';

export interface MdxLoaderOptions {
  resolver: LinkResolver;
  development?: boolean;
}

export default function mdxLoader(this: LoaderContext<MdxLoaderOptions>, source: string): void {
  const callback = this.async();
  const options = this.getOptions();
  compileMdx(this.resourcePath, source, {
    resolver: options.resolver,
    development: options.development,
    onDependency: (file) => this.addDependency(file),
  }).then(
    ({ code, warnings }) => {
      for (const w of warnings) {
        const error = new Error(
          `${w.file}${w.line ? `:${w.line}:${w.column ?? 1}` : ''}: ${w.reason}`,
        );
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

// A webpack plugin that marks library chunks for eager compilation. V8 compiles a function when it
// is first called, on the main thread; a script whose first line is the compile-hints comment has
// all its functions compiled while it streams in, on a background thread. React DOM's code almost
// all runs on the first load (evaluating its module, then hydration), so compiling it up front
// takes that work out of the tasks that block the page. Added after minification (which drops
// comments) and before the content hashes are computed.
import webpack, { type Compiler } from 'webpack';

const HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  constructor(private readonly files: RegExp) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!this.files.test(name)) continue;
            compilation.updateAsset(
              name,
              (source) => new webpack.sources.ConcatSource(HINT, source),
            );
          }
        },
      );
    });
  }
}

// Stands in for sass-loader when the site has no `sass` package: the build stops on each Sass file
// with what to install, instead of webpack's "parsed as JavaScript" error.
import type { LoaderContext } from 'webpack';

export default function missingSassLoader(this: LoaderContext<unknown>): void {
  const error = new Error(
    `${this.resourcePath}:1:1: Sass files need the "sass" package: run \`npm install --save-dev sass\` in the site folder`,
  );
  error.stack = ''; // a setup problem of the site, not of the generator: no stack trace
  this.callback(error);
}

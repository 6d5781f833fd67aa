// The builds make their own plugins without schema-utils's options check (webpack.config.ts's
// `unchecked`, for start-up time): this test runs that check, so an option a plugin upgrade
// renames or drops fails here instead of being ignored.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { needValidate } from 'schema-utils';
import TerserPlugin from 'terser-webpack-plugin';
import { TERSER_OPTIONS, cssExtractOptions } from '../../webpack.config';

describe("webpack plugins' options", () => {
  it('are checked here, and the check is on', () => {
    assert.ok(needValidate(), 'validation stays on outside the builds');
    // The check itself works: a wrong option throws.
    assert.throws(
      () => new MiniCssExtractPlugin({ fileName: 'x.css' } as never),
      /Invalid options object/,
    );
  });

  it('pass each plugin’s schema', () => {
    assert.doesNotThrow(() => new TerserPlugin(TERSER_OPTIONS));
    for (const dev of [true, false])
      assert.doesNotThrow(() => new MiniCssExtractPlugin(cssExtractOptions(dev)));
  });
});

// The import directions hold by lint: a wrong-way import in each zone is an
// ESLint error, and the right way passes (ESLint run on snippets in place).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint();

/** The no-restricted-imports messages ESLint gives `code` as if it were `file`. */
async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import directions', () => {
  const wrong: Array<[string, string, RegExp]> = [
    ['src/core/x.ts', "import { Link } from '../client/Link';", /core is node-side/],
    ['src/core/render/x.ts', "import Layout from '@theme/Layout';", /core is node-side/],
    ['src/client/x.ts', "import Navbar from '../theme/Navbar';", /client never imports the theme/],
    ['src/client/x.ts', "import type { X } from '../core/routes/types';", /src\/shared/],
    ['src/theme/Footer/x.tsx', "import Navbar from '../Navbar';", /by @theme\/Name/],
    ['src/theme/Footer/x.tsx', "import { Link } from '../../client/Link';", /by @theme\/Name/],
    ['src/theme/Footer/x.tsx', "import { build } from '@docgen/core/build';", /core internals/],
    ['bench/x.ts', "import { fixture } from '../tests/e2e/helpers';", /never import test code/],
    ['scripts/x.ts', "import { fixture } from '../tests/e2e/helpers';", /never import test code/],
  ];
  for (const [file, code, message] of wrong) {
    it(`refuses in ${file}: ${code}`, async () => {
      const messages = await restricted(file, code);
      assert.equal(messages.length, 1, `no lint error for a wrong-way import`);
      assert.match(messages[0], message);
    });
  }
  const right: Array<[string, string]> = [
    ['src/core/x.ts', "import { loadSite } from './site';"],
    ['src/client/x.ts', "import type { RouteKind } from '../shared/types';"],
    ['src/theme/Footer/x.tsx', "import Navbar from '@theme/Navbar';"],
    ['src/theme/Footer/x.tsx', "import { Link } from '@docgen/client/Link';"],
    ['src/theme/Footer/x.tsx', "import './styles.css';"],
    ['scripts/x.ts', "import { fuzzRequests } from './lib/fuzz';"],
  ];
  for (const [file, code] of right) {
    it(`allows in ${file}: ${code}`, async () => {
      assert.deepEqual(await restricted(file, code), []);
    });
  }
});

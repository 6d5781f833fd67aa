// `npm ci` installs without EBADENGINE warnings: every installed package accepts every Node version
// package.json's `engines` declares.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import semver from 'semver';
import { REPO } from '../e2e/helpers';

const readJson = (file: string) => JSON.parse(readFileSync(join(REPO, file), 'utf8'));

describe('engines', () => {
  it('every installed package accepts the declared Node range', () => {
    const declared: string = readJson('package.json').engines.node;
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { engines?: { node?: string } }>;
    };
    const refusing = Object.entries(lock.packages)
      // Platform packages for other systems are never installed, so npm never checks them.
      .filter(([path, pkg]) => path && pkg.engines?.node && existsSync(join(REPO, path)))
      .filter(([, pkg]) => !semver.subset(declared, pkg.engines!.node!))
      .map(([path, pkg]) => `${path} wants node ${pkg.engines!.node}`);
    assert.deepEqual(refusing, [], `declared node ${declared}`);
  });

  it('the machine running the tests is inside the declared range', () => {
    assert.ok(semver.satisfies(process.version, readJson('package.json').engines.node));
  });
});

// The setup every browser suite shares, said once: build a site (once per test
// run), serve it on a free port and launch Chromium before the suite; close both
// after it. The dev-server form starts `npm start`'s server on a disposable copy
// of a fixture and records what it prints.
import { rmSync } from 'node:fs';
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/core/dev';
import { devTerminal, type DevTerminal } from './dev-helpers';
import { copyFixture, ensureBuilt, launchBrowser, serveSite } from './helpers';

type Served = Awaited<ReturnType<typeof serveSite>>;

export interface ServedSuite {
  readonly browser: Browser;
  /** The served site's origin, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
}

/** Builds `siteDir` if this run has not yet, serves it and opens a browser for the suite. */
export function servedSite(siteDir: string): ServedSuite {
  let browser: Browser | undefined;
  let server: Served | undefined;
  before(async () => {
    ensureBuilt(siteDir);
    server = await serveSite(siteDir);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get browser() {
      return started(browser);
    },
    get url() {
      return started(server).url;
    },
  };
}

export interface DevSuite extends ServedSuite {
  /** The disposable copy of the fixture the dev server runs on. */
  readonly site: string;
  readonly dev: DevServer;
  readonly term: DevTerminal;
}

/** The dev server on a copy of fixture `name` (ready before the first test), and a browser. */
export function devSite(name: string, tag: string): DevSuite {
  const site = copyFixture(name, tag);
  const term = devTerminal();
  let dev: DevServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    dev = await startDevServer({ siteDir: site, port: 0, host: '127.0.0.1', log: term.log });
    await dev.ready;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await dev?.close();
    rmSync(site, { recursive: true, force: true });
  });
  return {
    site,
    term,
    get dev() {
      return started(dev);
    },
    get browser() {
      return started(browser);
    },
    get url() {
      return started(dev).url;
    },
  };
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the suite setup has not run (or failed)');
  return value;
}

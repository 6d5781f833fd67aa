// `npm start`: the dev server. Webpack in watch mode serves the client from
// memory with hot updates; a watcher on the content re-derives routes and
// page data; a server bundle, rebuilt in the background, renders the pages
// into search records so search works while writing.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join, relative, sep } from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import webpack, { type Compiler, type Stats } from 'webpack';
import devMiddleware from 'webpack-dev-middleware';
import hotMiddleware from 'webpack-hot-middleware';
import { createContentUpdates } from './dev-content-updates';
import { createClientConfig } from '../../webpack.config';
import { CONFIG_FILE, findConfigFile } from './config/load';
import { extractContentTitle, extractExcerpt } from './content/docs';
import { parseSource } from './content/frontmatter';
import { untilSearchReady } from './dev-search-gate';
import {
  createLocalSearch,
  isLocalSearch,
  listen,
  rejectBadRequest,
  securityHeaders,
  setHeaders,
  siteAddress,
} from './http';
import { createCompileReporter, reportStartProgress, webpackConsole } from './dev-terminal';
import { createLazyContent } from './dev-lazy';
import { routeUnderBaseUrl } from './base-url-requests';
import { renderDocument } from './render/html';
import { ownChild } from './own-module';
import { createLinkResolver, loadSite, type LoadedSite } from './site';
import { prismIncludeCandidates } from './mdx/prism-include';

export interface DevOptions {
  siteDir: string;
  port: number;
  host?: string;
  log?: Pick<Console, 'log' | 'warn' | 'error'>;
  /** Watch by polling every this many ms (network and container mounts, where events do not arrive). */
  poll?: number;
}

export interface DevServer {
  url: string;
  server: Server;
  close(): Promise<void>;
  /** Resolves when the client bundle is ready. */
  ready: Promise<void>;
  /** Resolves when the local search answers from an index built and warmed up (at once without local search). */
  searchReady: Promise<void>;
}

/** Lets other work (the writer's own compiles) go first. */
function lowerPriority(child: ChildProcess): void {
  try {
    setPriority(child.pid!, 10);
  } catch {
    /* not permitted: run at normal priority */
  }
}

/** Calls `onRemoved` with the files webpack's watcher saw removed, before webpack compiles for them. */
function onRemovedFiles(compiler: Compiler, onRemoved: (files: string[]) => void): void {
  const fs = compiler.watchFileSystem;
  if (!fs) return;
  const watch = fs.watch.bind(fs);
  fs.watch = (files, dirs, missing, start, options, callback, undelayed) =>
    watch(
      files,
      dirs,
      missing,
      start,
      options,
      (error, fileTimes, dirTimes, changed, removed) => {
        if (!error && removed?.size) onRemoved([...removed]);
        callback(error, fileTimes, dirTimes, changed, removed);
      },
      undelayed,
    );
}

/** The generated route module that imports a doc's Markdown (with its metadata). */
function contentWrapperOf(site: LoadedSite, path: string): string | undefined {
  for (const [key, { doc }] of site.routes.docMetadata) {
    const request = site.routes.modules[key]?.request;
    if (doc.source === path && request?.startsWith('@generated/'))
      return join(site.generatedDir, request.slice('@generated/'.length));
  }
  return undefined;
}

/** True when a doc's front matter and title are what the loaded site already has. */
function bodyOnlyEdit(site: LoadedSite, path: string): boolean {
  const doc = site.docs.docs.find((d) => d.source === path);
  if (!doc) return false;
  try {
    const { frontMatter, content } = parseSource(path, readFileSync(path, 'utf8'));
    return (
      JSON.stringify(frontMatter) === JSON.stringify(doc.frontMatter) &&
      extractContentTitle(content) === doc.contentTitle &&
      (frontMatter.description !== undefined || extractExcerpt(content) === doc.description)
    );
  } catch {
    return false; // let the full reload report the error
  }
}

export async function startDevServer({
  siteDir,
  port,
  host = 'localhost',
  log = console,
  poll,
}: DevOptions): Promise<DevServer> {
  let site: LoadedSite = await loadSite(siteDir, { dev: true });
  const resolver = createLinkResolver();
  resolver.update(site);
  const cacheDir = join(siteDir, '.cache');
  // Taken once, as webpack's publicPath: a new baseUrl needs a restart.
  const { baseUrl } = site.config;
  const options = {
    siteDir,
    outDir: join(cacheDir, 'dev-client'),
    serverOutDir: join(cacheDir, 'dev-server'),
    generatedDir: site.generatedDir,
    cacheDir,
    mode: 'development' as const,
    baseUrl,
    resolver,
    // Taken once: a plugin's new webpack part or PostCSS options need a restart (its content
    // reloads with each change).
    plugins: site.plugins.webpack,
    postCss: site.postCss,
  };
  const lazyContent = createLazyContent();
  const cold = !existsSync(join(cacheDir, 'webpack'));
  const compiler = webpack({
    ...createClientConfig({ ...options, hot: true, lazyContent }),
    ...(poll ? { watchOptions: { poll } } : {}),
    // A tab closing mid-download is ordinary: no stack trace for it; other messages on one line.
    infrastructureLogging: { level: 'error', console: webpackConsole(log) },
  });
  let readyResolve!: () => void;
  const ready = new Promise<void>((r) => (readyResolve = r));
  let entryFiles: string[] = [];
  let siteReloading = false;
  const report = createCompileReporter(log);
  reportStartProgress(compiler, log, ready, { cold });
  compiler.hooks.done.tap('dev', (stats: Stats) => {
    const json = stats.toJson({ all: false, errors: true, warnings: true, entrypoints: true });
    // Not the hot-update scripts webpack lists with the entry: run outside an update, they throw.
    entryFiles =
      json.entrypoints?.main?.assets
        ?.map((a) => baseUrl + a.name)
        .filter((name) => !name.includes('.hot-update.')) ?? entryFiles;
    // While the site is re-derived after a file was added or removed, the compile webpack started on
    // its own sees generated modules that point at the old files: the compile after the reload reports.
    if (!siteReloading) report(stats, json);
    readyResolve();
  });
  const dev = devMiddleware(compiler, { publicPath: baseUrl, stats: 'none' });
  const hot = hotMiddleware(compiler, {
    path: '/__hmr',
    log: false,
    heartbeat: 2000,
    // Its default lists every module of the bundle in each update message (750 KB of JSON here,
    // built and sent on every save) only to name the updated modules in the browser console.
    // The message keeps a (filtered-out) module list, which the middleware expects.
    statsOptions: { excludeModules: () => true },
  });
  const contentUpdates = createContentUpdates({
    compiler,
    resolver,
    publish: (message) => hot.publish(message),
  });

  const search = isLocalSearch(site.config)
    ? createLocalSearch(site.config, undefined, (m) => log.log(m))
    : undefined;
  const headers = securityHeaders(site.config, { dev: true });

  // Search records: a child process prerenders the pages after each change (see dev-records.ts); its
  // server bundle starts once the first client bundle is ready so it never delays the writer's page.
  const recordsFile = join(cacheDir, 'dev-search-records.json');
  let recordsProcess: ChildProcess | undefined;
  let recordsWatcher: FSWatcher | undefined;
  // Search is ready at once from the records of the last dev run or build (refreshed below),
  // else once the first records arrive.
  let searchReadyResolve!: () => void;
  const searchReady = new Promise<void>((r) => (searchReadyResolve = r));
  let hasRecords = false;
  if (!search) searchReadyResolve();
  else if (
    search.load(recordsFile) ||
    search.load(join(siteDir, 'build', 'search', 'records.json'))
  ) {
    hasRecords = true;
    void search.service.ready().then(searchReadyResolve);
  }
  const startRecords = (contentFirst: boolean) => {
    if (!search) return;
    mkdirSync(cacheDir, { recursive: true });
    const child = ownChild(fileURLToPath(new URL('./dev-records.ts', import.meta.url)));
    recordsProcess = fork(
      child.modulePath,
      [siteDir, recordsFile, ...(contentFirst ? ['--content-first'] : [])],
      { execArgv: child.execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
    );
    // Should it stop (a crash, the system out of memory), the server still says it is ready and
    // searches answer from what was loaded rather than wait for records that will not come.
    recordsProcess.once('exit', (code, signal) => {
      if (recordsProcess?.killed) return;
      log.warn(
        `[WARNING] search records: their process stopped (${signal ?? `exit code ${code}`}); search keeps the records it has until the dev server restarts`,
      );
      searchReadyResolve();
    });
    // Its server bundle and prerender run at a low priority; the Markdown pass before them does not
    // (a reader may be waiting for it).
    if (!contentFirst) lowerPriority(recordsProcess);
    const load = () => {
      try {
        if (search.load(recordsFile)) void search.service.ready().then(searchReadyResolve);
      } catch (error) {
        log.warn(`[WARNING] search records not loaded: ${(error as Error).message}`);
      }
    };
    recordsWatcher = chokidar.watch(recordsFile, { ignoreInitial: false });
    recordsWatcher.on('add', load).on('change', load);
  };
  if (search && hasRecords) void ready.then(() => startRecords(false));
  else if (search) {
    // No records at all (a fresh clone): the child reads them from the Markdown sources at
    // once, so a reader's first search has hits within seconds, not after a full prerender.
    startRecords(true);
    void ready.then(() => {
      if (!recordsProcess?.connected) return;
      lowerPriority(recordsProcess);
      recordsProcess.send('compile');
    });
  }

  const searchHandler = untilSearchReady(searchReady, (req, res) =>
    search?.service.handle(req, res),
  );

  const shell = () =>
    renderDocument({
      config: site.config,
      appHtml: '',
      head: { title: site.config.title, meta: [], links: [], htmlClassName: '', jsonLd: [] },
      scripts: entryFiles.filter((f) => f.endsWith('.js')),
      stylesheets: entryFiles.filter((f) => f.endsWith('.css')),
      injected: site.plugins.injected,
    });

  const server = createServer((req, res) => {
    setHeaders(res, headers);
    if (rejectBadRequest(req, res)) return;
    if (search && (req.url ?? '').startsWith('/1/')) return searchHandler(req, res);
    if (lazyContent.handle(req, res)) return;
    const update = contentUpdates.script((req.url ?? '').split('?')[0]);
    if (update) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      return void res.end(update);
    }
    dev(req, res, () => {
      hot(req, res, () => {
        // The site lives under its baseUrl: a page outside it is sent there, as by `docgen serve`.
        const routed = routeUnderBaseUrl(req.url ?? '/', baseUrl);
        if ('redirect' in routed)
          return void res.writeHead(302, { Location: routed.redirect }).end();
        // Static files, then the app shell for every other URL (client routing shows 404s).
        req.url = routed.url;
        staticFiles(req, res, () => {
          res.writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-cache',
          });
          res.end(shell());
        });
      });
    });
  });
  const { default: sirv } = await import('sirv');
  const staticFiles = sirv(join(siteDir, 'static'), { dev: true, etag: true });

  // Content changes: re-derive routes and data; webpack picks up what changed. Changes that arrive
  // while the site is being re-derived are taken in the same run, so a compile never starts between
  // two reloads with half the changes.
  let reloadTimer: NodeJS.Timeout | undefined;
  const changes: string[] = [];
  let reloadRunning = false;
  let generatedRewritten = false;
  // The compile after a reload reads the generated modules afresh: webpack's watcher may not have
  // seen the files just written yet, and would compile the old route table (a removed doc's module).
  compiler.hooks.watchRun.tap('dev', (c) => {
    if (!generatedRewritten) return;
    generatedRewritten = false;
    const inside = (file: string) => file.startsWith(site.generatedDir + sep);
    const timestamps = [...(c.fileTimestamps ?? [])];
    c.fileTimestamps = new Map(timestamps.filter(([file]) => !inside(file)));
    c.modifiedFiles = new Set([
      ...(c.modifiedFiles ?? []),
      ...timestamps.map(([file]) => file).filter(inside),
    ]);
    c.inputFileSystem?.purge?.(site.generatedDir);
  });
  const reloadSite = async () => {
    if (reloadRunning) return;
    reloadRunning = true;
    while (changes.length) {
      const taken = [...new Set(changes.splice(0))];
      try {
        site = await loadSite(siteDir, { dev: true });
        resolver.update(site);
        if (site.prismInclude) watcher.add(site.prismInclude.sources);
        generatedRewritten = true;
        log.log(`[dev] ${taken.join(', ')}`);
      } catch (error) {
        log.error(`[ERROR] ${(error as Error).message}`);
      }
    }
    reloadRunning = false;
    siteReloading = false;
    // One compile reports the new state, whether or not a generated file changed.
    if (compiler.watching?.suspended) compiler.watching.resume();
    else compiler.watching?.invalidate();
  };
  const watcher = chokidar.watch(
    [
      join(siteDir, site.config.docs.path),
      join(siteDir, 'src/pages'),
      ...(site.config.blog ? [join(siteDir, site.config.blog.path)] : []),
      join(siteDir, site.config.docs.sidebarPath),
      findConfigFile(siteDir) ?? join(siteDir, CONFIG_FILE),
      // Fences are highlighted with the languages it adds: a change re-highlights them.
      ...prismIncludeCandidates(siteDir),
      ...(site.prismInclude?.sources ?? []),
      // What the site's plugins read: a change reruns them (loadContent, contentLoaded…).
      ...site.plugins.pathsToWatch,
    ],
    { ignoreInitial: true, ...(poll ? { usePolling: true, interval: poll } : {}) },
  );
  // A removal already taken (by whichever watcher saw it first) and the file not back since.
  const removalsTaken = new Set<string>();
  const siteChanged = (event: string, path: string) => {
    if (event === 'unlink') {
      if (removalsTaken.has(path)) return;
      removalsTaken.add(path);
    } else removalsTaken.delete(path);
    // A body-only edit of a doc changes no route, title or sidebar entry: webpack alone handles it,
    // and the doc compiled alone reaches the open page first.
    if (event === 'change' && bodyOnlyEdit(site, path)) {
      const wrapper = contentWrapperOf(site, path);
      if (wrapper) void contentUpdates.push(path, wrapper).catch(() => false);
      return;
    }
    siteReloading = true;
    // A file added or removed changes the generated modules: compile once they are rewritten. An edit
    // compiles at once, so the page shows it without waiting for the site to be re-derived.
    if (event !== 'change') compiler.watching?.suspend();
    changes.push(`${event} ${relative(siteDir, path)}`);
    clearTimeout(reloadTimer);
    reloadTimer = setTimeout(() => void reloadSite(), 30);
  };
  watcher.on('all', siteChanged);
  // Webpack's own watcher may see a removed doc first: its compile would report the file missing from
  // generated modules not yet re-derived. Such a removal is taken as ours, before webpack acts on it.
  onRemovedFiles(compiler, (removed) => {
    const used = new Set([...site.docs.docs, ...site.pages].map((d) => d.source));
    for (const path of removed) if (used.has(path)) siteChanged('unlink', path);
  });

  const actualPort = await listen(server, port, host);
  let closing: Promise<void> | undefined;
  return {
    url: siteAddress(host, actualPort, baseUrl),
    server,
    ready,
    searchReady,
    // Once: a second call waits for the first.
    close: () =>
      (closing ??= (async () => {
        await watcher.close();
        recordsProcess?.kill();
        await recordsWatcher?.close();
        await new Promise<void>((r) => dev.close(() => r()));
        hot.close();
        await new Promise<void>((r) => compiler.close(() => r()));
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
        await search?.service.close();
      })()),
  };
}

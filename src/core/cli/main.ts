// The command line, as Docusaurus's: `start`, `build`, `serve`, `clear`,
// `swizzle`, `docs:version`, each with --help, and --version. Arguments are
// parsed by node:util's parseArgs (strict: an unknown flag is an error).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { GENERATOR_NAME } from '../../shared/generator';
import { UsageError, describeError } from './errors';
import { listComponents, swizzle } from './swizzle';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | undefined>;

interface Command {
  summary: string;
  /** Shown after the command name in its usage line. */
  args: string;
  options: Options;
  /** One line per option, in the order shown. */
  help: Record<string, string>;
  run(values: Values, positionals: string[]): Promise<void>;
}

const PORT_HOST: Options = {
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  'no-open': { type: 'boolean' },
};
const PORT_HOST_HELP = {
  '--port <port>': 'port to listen on (default: $PORT, else 3000)',
  '--host <host>': 'host to bind (default: $HOST, else localhost)',
  '--no-open': 'do not open the page in a browser',
};

function portOf(values: Values): number {
  const raw = (values.port as string | undefined) ?? process.env.PORT ?? '3000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port: "${raw}" is not a port number (0-65535)`);
  return port;
}
const hostOf = (values: Values) =>
  (values.host as string | undefined) ?? process.env.HOST ?? 'localhost';
const siteDirOf = (positionals: string[]) => resolve(positionals[0] ?? '.');

/** Opens a URL in the desktop's browser, as Docusaurus does, unless there is no one to see it. */
function openBrowser(url: string, values: Values): void {
  if (values['no-open'] || process.env.CI || !process.stdout.isTTY) return;
  const [command, ...args] =
    process.platform === 'darwin'
      ? ['open', url]
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '', url]
        : ['xdg-open', url];
  spawn(command, args, { stdio: 'ignore', detached: true })
    .on('error', () => {})
    .unref();
}

const COMMANDS: Record<string, Command> = {
  start: {
    summary: 'Start the dev server with live reload and local search',
    args: '[siteDir]',
    options: { ...PORT_HOST, poll: { type: 'string' } },
    help: {
      ...PORT_HOST_HELP,
      '--poll [ms]':
        'watch files by polling (every ms, default 1000): for network or container mounts',
    },
    async run(values, positionals) {
      const { startDevServer } = await import('../dev');
      const started = performance.now();
      const poll = values.poll === undefined ? undefined : Number(values.poll || 1000);
      if (poll !== undefined && !(poll > 0))
        throw new UsageError(`--poll: "${values.poll}" is not a number of milliseconds`);
      const dev = await startDevServer({
        siteDir: siteDirOf(positionals),
        port: portOf(values),
        host: hostOf(values),
        poll,
      });
      // Ctrl+C or a stop signal: close webpack first, so it writes its cache and the next start is warm.
      for (const signal of ['SIGINT', 'SIGTERM'] as const)
        process.once(signal, () => {
          setTimeout(() => process.exit(0), 5000).unref();
          void dev.close().finally(() => process.exit(0));
        });
      await dev.ready;
      // Ready means search answers too: the first reader's query must not build the index.
      await dev.searchReady;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Dev server ready at ${dev.url} in ${seconds} s.`);
      openBrowser(dev.url, values);
    },
  },
  build: {
    summary: 'Build the site for production',
    args: '[siteDir]',
    options: {
      'out-dir': { type: 'string' },
      config: { type: 'string' },
      'no-minify': { type: 'boolean' },
    },
    help: {
      '--out-dir <dir>': 'where the site goes, relative to siteDir (default: build)',
      '--config <file>':
        'config file, relative to siteDir (default: site.config.ts, else docusaurus.config.*)',
      '--no-minify': 'leave the JavaScript and CSS unminified',
    },
    async run(values, positionals) {
      const { build } = await import('../build');
      const { createProgressReporter } = await import('../progress/reporter');
      const { buildSummary } = await import('../progress/summary');
      const siteDir = siteDirOf(positionals);
      const started = performance.now();
      const progress = createProgressReporter(process.stdout);
      // A warning printed while the live line is up would be drawn over it.
      const output = {
        log: (m: string) => (progress.clear(), console.log(m)),
        info: (m: string) => (progress.clear(), console.info(m)),
        warn: (m: string) => (progress.clear(), console.warn(m)),
      };
      try {
        const result = await build(siteDir, {
          outDir: values['out-dir'] as string | undefined,
          configFile: values.config as string | undefined,
          minify: !values['no-minify'],
          output,
          onProgress: progress.onProgress,
        });
        console.log(buildSummary(result, performance.now() - started, process.cwd()));
      } finally {
        progress.clear();
      }
      console.log(`Use \`${GENERATOR_NAME} serve\` (npm run serve) to test your build locally.`);
    },
  },
  serve: {
    summary: 'Serve the built site locally, with the local search service',
    args: '[siteDir]',
    options: { ...PORT_HOST, dir: { type: 'string' }, config: { type: 'string' } },
    help: {
      ...PORT_HOST_HELP,
      '--dir <dir>': 'the built site, relative to siteDir (default: build)',
      '--config <file>':
        'config file, relative to siteDir (default: site.config.ts, else docusaurus.config.*)',
    },
    async run(values, positionals) {
      const { serve } = await import('../serve');
      const siteDir = siteDirOf(positionals);
      const { url } = await serve({
        siteDir,
        port: portOf(values),
        host: hostOf(values),
        buildDir: resolve(siteDir, (values.dir as string | undefined) ?? 'build'),
        configFile: values.config as string | undefined,
      });
      console.log(`Serving the build at ${url} (search service at ${url}/1/)`);
      openBrowser(url, values);
    },
  },
  clear: {
    summary: 'Remove the build output and every cache, for a build from nothing',
    args: '[siteDir]',
    options: {},
    help: {},
    async run(_values, positionals) {
      const siteDir = siteDirOf(positionals);
      // `.docusaurus`: what the site's plugins wrote (src/core/plugins).
      for (const name of ['build', '.cache', '.generated', '.docusaurus']) {
        rmSync(resolve(siteDir, name), { recursive: true, force: true });
        console.log(`Removed ${relative(process.cwd(), resolve(siteDir, name)) || name}`);
      }
    },
  },
  swizzle: {
    summary: "Copy a theme component into the site's src/theme (eject), or wrap it there",
    args: '[Name] [siteDir]',
    options: { wrap: { type: 'boolean' }, eject: { type: 'boolean' }, list: { type: 'boolean' } },
    help: {
      '--wrap': 'write a component that renders the original (@theme-original/Name)',
      '--eject': "copy the original's files, to change them freely",
      '--list': 'list the components',
    },
    async run(values, positionals) {
      if (values.list || !positionals[0]) {
        console.log(listComponents().join('\n'));
        if (!values.list) console.log('\nSwizzle one with: swizzle <Name> --wrap|--eject');
        return;
      }
      if (values.wrap === values.eject) throw new UsageError('Choose one of --wrap or --eject.');
      const files = swizzle({
        siteDir: resolve(positionals[1] ?? '.'),
        name: positionals[0],
        mode: values.wrap ? 'wrap' : 'eject',
      });
      for (const file of files) console.log(`Wrote ${relative(process.cwd(), file)}`);
    },
  },
  'docs:version': {
    summary: 'Cut a version of the docs (docs/ → versioned_docs/version-<version>)',
    args: '<version> [siteDir]',
    options: {},
    help: {},
    async run(_values, positionals) {
      const name = positionals[0];
      if (!name) throw new UsageError('Name the version: docs:version <version> [siteDir]');
      const { cutSiteVersion } = await import('../versions/cut');
      const result = await cutSiteVersion(resolve(positionals[1] ?? '.'), name);
      const rel = (p: string) => relative(process.cwd(), p) || '.';
      console.log(
        `[SUCCESS] Version ${name} created: docs in ${rel(result.docsDir)}, sidebars in ${rel(result.sidebarFile)}.`,
      );
      console.log(`Versions (newest first): ${result.versions.join(', ')}`);
    },
  },
};

function version(): string {
  const pkg = JSON.parse(
    readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  return pkg.version;
}

function mainHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  return [
    `Usage: ${GENERATOR_NAME} <command> [options]`,
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(
      ([name, c]) => `  ${name.padEnd(width)}  ${c.args.padEnd(19)} ${c.summary}`,
    ),
    '',
    'Options:',
    '  -V, --version  the version',
    "  --help         this help, or a command's with `<command> --help`",
  ].join('\n');
}

function commandHelp(name: string, command: Command): string {
  const rows = Object.entries({ ...command.help, '--help': 'this help' });
  const width = Math.max(...rows.map(([flag]) => flag.length));
  return [
    `Usage: ${GENERATOR_NAME} ${name} ${command.args} [options]`,
    '',
    command.summary + '.',
    '',
    'Options:',
    ...rows.map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`),
  ].join('\n');
}

/** Runs one command line (without the node and script arguments); returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === 'help') {
    console.log(mainHelp());
    return name === undefined ? 1 : 0;
  }
  if (name === '--version' || name === '-V') {
    console.log(version());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`[ERROR] Unknown command "${name}".\n\n${mainHelp()}`);
    return 1;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // parseArgs adds advice about `--` that does not fit a misspelt flag.
    const message = (error as Error).message.replace(/\. To specify a positional.*$/s, '.');
    console.error(`[ERROR] ${name}: ${message}\nSee \`${GENERATOR_NAME} ${name} --help\`.`);
    return 1;
  }
  if (parsed.values.help) {
    console.log(commandHelp(name, command));
    return 0;
  }
  try {
    await command.run(parsed.values as Values, parsed.positionals);
    return 0;
  } catch (error) {
    console.error(describeError(name, error));
    return 1;
  }
}

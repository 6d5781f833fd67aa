// A site written as for Docusaurus (tests/fixtures/docusaurus-compat): its
// @docusaurus/* modules, @theme/* components and asset imports render in the
// prerendered HTML, hydrate without errors and work in the browser.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixture, gotoHydrated, newPage, readBuildFile } from './helpers';
import { servedSite } from './suite';

const site = fixture('docusaurus-compat');

const suite = servedSite(site);

describe('prerendered HTML', () => {
  it('has the tabs, nested admonitions, code blocks and inline TOCs', () => {
    const html = readBuildFile(site, 'components/index.html');
    assert.match(html, /<li role="tab"[^>]*>Yarn<\/li>/);
    assert.match(html, /theme-admonition-warning[\s\S]*Outer warning[\s\S]*theme-admonition-tip/);
    // Icons are theme components by name: the site's Admonition/Icon/Tip, the theme's others.
    assert.match(
      html,
      /theme-admonition-tip[^]*?<span class="admonitionIcon"[^>]*><svg id="site-tip-icon"/,
    );
    assert.match(
      html,
      /theme-admonition-warning[^]*?<span class="admonitionIcon"[^>]*><svg viewBox/,
    );
    assert.match(html, /<div class="codeBlockTitle">answer\.js<\/div>/);
    // The prism themes colour the code through prism.css; the pages' copy of the config leaves them out.
    const pageConfig = JSON.parse(
      readFileSync(join(site, '.generated/site-config.json'), 'utf8'),
    ) as { prism: object };
    assert.deepEqual(Object.keys(pageConfig.prism), ['additionalLanguages', 'magicComments']);
    // markdown.mermaid: a `mermaid` fence is a diagram, its source shown until it is drawn.
    assert.match(
      html,
      /<div class="docusaurus-mermaid-container"><pre class="mermaid">graph TD;\n {2}Draft--&gt;Published;<\/pre>/,
    );
    assert.match(html, /codeBlockLinesWithNumbering/);
    // The site's own magic comment: its line gets its class, the comment is gone.
    assert.match(
      html,
      /<span class="token-line code-block-error-line"><span class="codeLineNumber"><\/span><span class="codeLineContent">fenced/,
    );
    const fenced = /fenced\.ts<\/div>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '';
    assert.match(fenced.replace(/<[^>]+>/g, ''), /fenced = false/);
    assert.doesNotMatch(fenced, /error-next-line/);
    assert.match(html, /return f&quot;Hello, \{name\}!&quot;/);
    // The site's src/theme/prism-include-languages.ts: its own language and a prismjs one (Haskell,
    // which prism-react-renderer lacks) highlight its fences at build time.
    const query = /query\.cq<\/div>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '';
    assert.match(query, /<span class="token keyword">FETCH<\/span>/);
    assert.match(query, /<span class="token compat-field variable">@name<\/span>/);
    assert.match(
      /main\.hs<\/div>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '',
      /<span class="token builtin">putStrLn<\/span>/,
    );
    // `?raw` gives the file's own text, not its compiled module.
    assert.match(html, /id="code-query-raw"[\s\S]*A site written the way Docusaurus sites are/);
    // `!!file?raw` too (no loaders: the text of a Markdown file, not its page).
    const bang = /id="code-bang-raw"([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '';
    assert.match(bang.replace(/<[^>]+>/g, ''), /---\s*title: First more page/);
    assert.match(
      html,
      /id="toc-inline-deep"><div class="tableOfContentsInline"><ul class="table-of-contents"><li><a href="#fenced-code"/,
    );
    // `<details>` and `<head>` written as HTML reach the theme: the styled Details, the page head.
    assert.match(
      html,
      /<details id="html-details" class="alert alert--info details" data-collapsed="true"><summary>Written as HTML<\/summary><div class="collapsibleContent"><p>An HTML details element/,
    );
    // A `summary` prop given as an element is the summary (not an attribute).
    assert.match(
      html,
      /<details [^>]*><summary>More detail<\/summary><div class="collapsibleContent"><p>Hidden until opened\.<\/p>/,
    );
    // The site's src/theme/TOC wraps the desktop TOC; the mobile and inline ones are the theme's.
    assert.match(
      html,
      /<div id="site-toc"><p class="site-toc-header">In this doc<\/p><div class="theme-doc-toc-desktop /,
    );
    assert.match(html, /<div class="theme-doc-toc-mobile tocCollapsible"><button/);
    // …with @theme-original/EditThisPage below it.
    assert.match(
      html,
      /<\/ul><\/div><a href="https:\/\/example.com\/edit\/compat" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">✎ Edit this page<\/a><\/div>/,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /<meta name="robots" content="noindex"/);
    assert.doesNotMatch(html.slice(head.length), /<head>|<meta name="robots"/);
  });
  it("puts a link item's attributes on its link, in the navbar and the footer", () => {
    const html = readBuildFile(site, 'runtime/index.html');
    assert.match(html, /<a [^>]*href="https:\/\/example\.com\/outside"[^>]*>/);
    const outside = html.match(/<a [^>]*href="https:\/\/example\.com\/outside"[^>]*>/)![0];
    assert.match(outside, / rel="me"/);
    assert.match(outside, / data-compat="outside"/);
    assert.match(
      html,
      /<a [^>]*title="The runtime page"[^>]*class="footer__link-item"|<a [^>]*class="footer__link-item"[^>]*title="The runtime page"/,
    );
  });
  it('keeps an h1 written after other content where it is, as the only title', () => {
    const html = readBuildFile(site, 'more/second/index.html');
    const article = html.slice(html.indexOf('theme-doc-markdown'));
    assert.equal(html.match(/<h1[\s>]/g)?.length, 1);
    assert.match(
      article,
      /<p>Second\.<\/p>\s*<header><h1>Second, in its own words<\/h1><\/header>/,
    );
  });

  // The reference's metadata takes a title from a leading h1 only: the <title> is the site's.
  it('keeps a Markdown page’s late h1 where it is, as its only h1', () => {
    const html = readBuildFile(site, 'late-title/index.html');
    assert.equal(html.match(/<h1[\s>]/g)?.length, 1);
    assert.match(html, /<title>Compat Docs<\/title>/);
    assert.match(html, /<html [^>]*class="plugin-pages plugin-id-default mdx-wrapper mdx-page"/);
    assert.match(
      html,
      /<article class="markdown"><p>A line before the title\.<\/p>\s*<header><h1>A page titled late<\/h1><\/header>/,
    );
  });

  it("has the configured logo sizes, the footer's logo and its HTML item", () => {
    const html = readBuildFile(site, 'runtime/index.html');
    const navbar = /<div class="navbar__logo">(.*?)<\/div>/.exec(html)?.[1] ?? '';
    assert.match(navbar, /src="\/img\/mark\.svg"[^>]*width="28" height="28"/);
    // Its own alt, beside the navbar title too, as the reference keeps it.
    assert.match(navbar, /<img src="\/img\/mark\.svg" alt="Compat"/);
    const footer = /<footer[^]*<\/footer>/.exec(html)?.[0] ?? '';
    assert.match(
      footer,
      /<li class="footer__item"><a class="compat-html-item" href="https:\/\/example\.com\/star">Star us<\/a><\/li>/,
    );
    assert.match(
      footer,
      /<a [^>]*href="https:\/\/example\.com\/about"[^>]*><img[^>]*class="[^"]*footer__logo/,
    );
    assert.match(footer, /<img [^>]*alt="Compat Co"[^>]*width="40"/);
    // One image per colour mode (the theme's CSS shows one): the dark one from srcDark.
    assert.match(
      footer,
      /<img src="\/img\/mark-dark\.svg"[^>]*class="themedImage themedImage--dark footer__logo"/,
    );
    assert.match(footer, /footer__copyright">Compat Co</);
  });

  it("says when each doc last changed and by whom: its file's last commit", () => {
    const html = readBuildFile(site, 'runtime/index.html');
    const [seconds, author] = execFileSync(
      'git',
      ['log', '-1', '--format=%ct%n%an', '--', 'docs/runtime.mdx'],
      { cwd: site, encoding: 'utf8' },
    ).split('\n');
    const date = new Date(Number(seconds) * 1000);
    const footer = /<footer class="theme-doc-footer[^]*?<\/footer>/.exec(html)?.[0] ?? '';
    assert.match(
      footer,
      new RegExp(
        `Last updated.*<time dateTime="${date.toISOString()}">${date.toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' })}</time>.* by .*<b>${author}</b>`,
      ),
    );
  });

  it('resolves every asset import to a URL, and an SVG imported by code to a component', () => {
    const html = readBuildFile(site, 'assets/index.html');
    for (const id of ['asset-require-png', 'asset-static', 'asset-ideal'])
      assert.match(html, new RegExp(`<img id="${id}"[^>]* src="[^"]+"`), id);
    // As the reference's SVGR makes them: the SVG itself in the page, with the props given.
    for (const id of ['asset-require-svg', 'asset-import-svg'])
      assert.match(html, new RegExp(`<svg[^>]* id="${id}"[^>]*>.*?<rect`), id);
    // Media (a video) as the reference's media rule places it, required or linked from Markdown.
    const video = /<video id="asset-video" src="(\/assets\/medias\/clip-[0-9a-f]{8}\.mp4)"/.exec(
      html,
    );
    assert.ok(video, 'the video has no media URL');
    assert.ok(existsSync(join(site, 'build', video[1])), `${video[1]} is not in the build`);
    assert.match(
      html,
      new RegExp(
        `<a href="${video[1]}" target="_blank" data-nobrokenlinkcheck="true">The clip as a file</a>`,
      ),
    );
    // A Markdown image stays an image, SVG or not.
    assert.match(
      html,
      /<img [^>]*src="[^"]*(badge|svg)[^"]*"[^>]*alt="Markdown badge"|<img [^>]*alt="Markdown badge"[^>]*src="[^"]*(badge|svg)/,
    );
  });
  it("uses the site's DocItem/Layout and DocSidebarItem/Link wrappers, with useDoc and activePath", () => {
    const html = readBuildFile(site, 'more/first/index.html');
    // src/theme/DocItem/Layout: useDoc() gives the doc's metadata and its own front matter field.
    assert.match(
      html,
      /<div id="site-doc-layout" data-title="First more page" data-permalink="\/more\/first" data-audience="admins" data-next="\/more\/second" hidden="" class="docItemCol">/,
    );
    // …and the original layout it wraps renders the article as before.
    assert.match(
      html,
      /id="site-doc-layout"[^>]*><\/div><div class="row">[\s\S]*<article><nav class="theme-doc-breadcrumbs/,
    );
    assert.match(html, /<header><h1>First more page<\/h1><\/header>/);
    // src/theme/DocBreadcrumbs/Items/Home is the first crumb (the site has a home page).
    assert.match(
      html,
      /<ul class="breadcrumbs"><li id="site-home-crumb" class="breadcrumbs__item"><a aria-label="Compat home" class="breadcrumbs__link" href="\/">/,
    );
    // src/theme/DocSidebarItem/Link wraps every sidebar link; it sees the page's path.
    const links = html.match(/<li class="[^"]*site-sidebar-link[^"]*"/g) ?? [];
    assert.equal(links.length, 6);
    // The last of them added by the site's docs.sidebarItemsGenerator, after the default items.
    assert.match(
      html,
      /<a href="https:\/\/example\.com\/changelog"[^>]*><span class="sidebarItemLabel" title="Changelog">Changelog<\/span><svg[^]*?<\/li><\/ul><\/nav>/,
    );
    assert.match(
      html,
      /<li class="[^"]*site-sidebar-link site-sidebar-link--active"><a class="menu__link menu__link--active" aria-current="page"[^>]* href="\/more\/first">/,
    );
    // What the wrapper adds besides the reference's props reaches the link.
    assert.match(
      html,
      /<a [^>]*data-site-item="First more page" style="--site-item-accent:teal"[^>]*href="\/more\/first">/,
    );
  });

  it("runs the site's own plugin: its route, global data, tags, alias, theme folder and postBuild", () => {
    const words = readBuildFile(site, 'plugin-words/index.html');
    // addRoute with a createData module as a prop and customData; @theme/ from the plugin's
    // theme folder; an import through its configureWebpack alias.
    assert.match(
      words,
      /<ul id="plugin-words"><li>alpha<\/li><li>beta<\/li><li>gamma<\/li><\/ul><p id="plugin-custom-data">custom data from the plugin<\/p><p id="plugin-greeting"><span class="compat-badge">HELLO FROM THE PLUGIN!<\/span>/,
    );
    // setGlobalData, read by a page through usePluginData and useGlobalData.
    assert.match(
      readBuildFile(site, 'plugin-data/index.html'),
      /<p id="plugin-data">Hello from the plugin from Compat Docs<\/p><p id="plugin-data-ids">default<\/p>/,
    );
    // injectHtmlTags, on every page (the 404 page too): head, start and end of body.
    for (const file of ['plugin-words/index.html', 'runtime/index.html', '404.html']) {
      const html = readBuildFile(site, file);
      assert.match(
        html,
        /<meta name="compat-plugin" content="Hello from the plugin">[^]*<\/head>/,
        file,
      );
      assert.match(html, /<body><script>[^<]*<\/script><div id="compat-pre-body" hidden><\/div>/);
      assert.match(html, /<script>window\.compatPostBody = true;<\/script><\/body>/);
    }
    assert.match(
      readBuildFile(site, 'sitemap.xml'),
      /<loc>https:\/\/compat\.example\.com\/plugin-words<\/loc>/,
    );
    // postBuild, with the route paths, wrote into the finished build.
    assert.equal(readBuildFile(site, 'compat-plugin.txt'), 'alpha,beta,gamma; has /plugin-words\n');
    // configurePostCss: its PostCSS plugin rewrote every stylesheet (CSS, a CSS module, Sass).
    const css = readdirSync(join(site, 'build/assets/css'))
      .map((file) => readBuildFile(site, `assets/css/${file}`))
      .join('\n');
    assert.doesNotMatch(css, /compat-tint/);
    assert.match(css, /\.compat-badge\{color:#0c2238\}/);
    assert.match(css, /\.sass-note>span\{font-style:italic;color:#c81e5a\}/);
    assert.match(css, /\.versionBadge_\w+\{[^}]*color:#0a783c\}/);
  });
});

describe('in the browser', () => {
  it('hydrates the components page without errors and highlights runtime code', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/components');
    await page.waitForSelector('#code-string .token.keyword');
    // The site's prism.theme (GitHub's) colours the code, and its darkTheme (Dracula) in dark mode.
    const keyword = () =>
      page.$eval('#code-string .token.keyword', (k) => {
        const style = getComputedStyle(k);
        return `${style.color} ${style.fontStyle}`;
      });
    assert.equal(await keyword(), 'rgb(0, 0, 159) normal'); // its last style for keywords wins, as in prism-react-renderer
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.equal(await keyword(), 'rgb(189, 147, 249) italic');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    assert.equal(await page.textContent('#code-string .codeBlockTitle'), 'answer.js');
    assert.deepEqual(
      await page.$$eval('#code-string .token-line', (ls) =>
        ls.map((l) => l.classList.contains('theme-code-block-highlighted-line')),
      ),
      [false, true],
    );
    assert.equal(await page.$$eval('#code-string .codeLineNumber', (n) => n.length), 2);
    assert.ok(await page.$('#code-string button[aria-label="Copy code to clipboard"]'));
    assert.match((await page.textContent('#code-raw code'))!, /def greet\(name\):/);
    // The diagram stays as its source, saying why: this site has no mermaid package to draw it.
    await page.waitForSelector('.docusaurus-mermaid-container .mermaidNote');
    assert.equal(
      await page.textContent('.docusaurus-mermaid-container pre.mermaid'),
      'graph TD;\n  Draft-->Published;',
    );
    // …and in the browser, with the languages the site's prism-include-languages adds.
    await page.waitForSelector('#code-site-language .token.compat-field');
    assert.equal(await page.textContent('#code-site-language .token.keyword'), 'FETCH');
    // A <CodeBlock> given its code: the site's magic comment read in the browser too.
    assert.deepEqual(
      await page.$$eval('#code-magic .token-line', (ls) => ls.map((l) => l.className)),
      ['token-line', 'token-line code-block-error-line'],
    );
    assert.deepEqual(
      await page.$$eval('#toc-inline-all > div > ul > li > a', (as) =>
        as.map((a) => a.textContent),
      ),
      ['Code blocks', 'Tabs', 'Admonitions', 'Details and headings'],
    );
    assert.ok(await page.$('#admonition-nested .theme-admonition-warning .theme-admonition-tip'));
    // The HTML <details> is the theme's: its summary opens it, and data-collapsed follows.
    const details = page.locator('#html-details');
    assert.equal(await details.getAttribute('data-collapsed'), 'true');
    assert.equal(await page.isVisible('#html-details .collapsibleContent'), false);
    await page.click('#html-details > summary');
    await page.waitForSelector('#html-details[data-collapsed="false"][open]');
    assert.equal(await page.isVisible('#html-details .collapsibleContent'), true);
    await page.click('#html-details > summary');
    await page.waitForSelector('#html-details[data-collapsed="true"]:not([open])');
    // A summary whose text MDX put in a paragraph stays on the arrow's line: one line tall.
    const line = await page.$eval('#summary-on-lines > summary', (s) => {
      const lineHeight = parseFloat(getComputedStyle(s).lineHeight);
      return { height: s.getBoundingClientRect().height, lineHeight, p: !!s.querySelector('p') };
    });
    assert.ok(line.p, 'the summary text is a paragraph');
    assert.ok(line.height < line.lineHeight * 1.5, JSON.stringify(line));
    // HTML the browser's parser would rebuild (hydration failed on such pages of babel/website):
    // one paragraph with the text, the details out of its paragraph, the rows in a tbody.
    assert.equal(
      await page.$eval('#html-align', (p) => p.innerHTML.trim()),
      'Markdown text in an HTML paragraph, as README-style docs write it.',
    );
    assert.equal(await page.$eval('#details-in-p', (d) => d.parentElement!.tagName), 'DIV');
    await page.click('#details-in-p > summary');
    await page.waitForSelector('#details-in-p[data-collapsed="false"][open]');
    assert.equal(await page.$$eval('#html-table > tbody > tr', (rows) => rows.length), 2);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('syncs tabs of a group, remembers the choice and keeps queryString tabs in the URL', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/components');
    const selected = (id: string) => page.textContent(`#${id} [role="tab"][aria-selected="true"]`);
    assert.deepEqual(
      await page.$$eval('#tabs-values [role="tab"]', (ts) => ts.map((t) => t.textContent)),
      ['npm', 'Yarn', 'pnpm'],
    );
    await page.click('#tabs-values [role="tab"]:has-text("pnpm")');
    await page.waitForFunction(
      () => document.querySelector('#tabs-labels [aria-selected="true"]')?.textContent === 'pnpm',
    );
    assert.equal(
      await page.isVisible('#tabs-labels [role="tabpanel"]:has-text("pnpm again")'),
      true,
    );
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.pkg')), 'pnpm');
    await gotoHydrated(page, suite.url + '/components');
    await page.waitForFunction(
      () => document.querySelector('#tabs-values [aria-selected="true"]')?.textContent === 'pnpm',
    );
    assert.equal(await selected('tabs-labels'), 'pnpm');

    await page.click('#tabs-query [role="tab"]:has-text("Linux")');
    await page.waitForURL(/\?os=linux$/);
    await gotoHydrated(page, suite.url + '/components?os=linux');
    await page.waitForFunction(
      () => document.querySelector('#tabs-query [aria-selected="true"]')?.textContent === 'Linux',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('runs the @docusaurus modules: context, BrowserOnly, Head, router and base URLs', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/runtime');
    await page.waitForSelector('#browser-only:has-text("width")');
    assert.equal(await page.textContent('#ctx-browser'), 'browser');
    assert.equal(await page.textContent('#ctx-dom'), 'dom');
    assert.equal(await page.textContent('#ctx-title'), 'Compat Docs');
    assert.equal(await page.textContent('#ctx-versions'), 'current');
    assert.equal(await page.textContent('#ctx-image'), 'https://compat.example.com/img/mark.svg');
    // The runtime doc's own sidebar item; the site has a home page; no bar is configured.
    assert.equal(await page.textContent('#ctx-crumbs'), 'link Runtime modules');
    assert.equal(await page.textContent('#ctx-home'), '/');
    assert.equal(await page.textContent('#ctx-announcement'), 'inactive');
    assert.equal(await page.textContent('#ctx-search-link'), '/search?q=tab%20groups true');
    assert.equal(await page.title(), 'Runtime modules title from Head');
    assert.equal(await page.getAttribute('meta[name="compat-check"]', 'content'), 'from-head');
    assert.equal(await page.textContent('#translate-el'), 'Welcome, reader.');
    // Every @theme/Icon/* of the reference, each an SVG taking the props it is given.
    assert.deepEqual(
      await page.$$eval('#theme-icons svg', (svgs) =>
        svgs.map(
          (s) =>
            `${s.dataset.icon} ${s.getAttribute('width')} ${s.querySelector('path, rect, circle') ? 'drawn' : 'empty'}`,
        ),
      ),
      [
        'Arrow',
        'Close',
        'Copy',
        'DarkMode',
        'Edit',
        'ExternalLink',
        'Home',
        'Language',
        'LightMode',
        'Menu',
        'Success',
        'SystemColorMode',
        'WordWrap',
      ].map((n) => `Icon${n} 16 drawn`),
    );
    assert.equal(await page.getAttribute('#base-url-img', 'src'), '/img/mark.svg');
    // useBaseUrl('img/mark.svg'), no leading slash: the same site path, loaded from any page.
    assert.equal(await page.getAttribute('#base-url-relative', 'src'), '/img/mark.svg');
    await page.waitForFunction(
      () => (document.getElementById('base-url-relative') as HTMLImageElement).naturalWidth > 0,
    );
    await page.click('#ctx-go');
    await page.waitForURL(/\/components$/);
    await page.waitForSelector('#tabs-values');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("loads the site's own scripts, stylesheets and head tags on every page, once across navigation", async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/runtime');
    const seen = () =>
      page.evaluate(() => ({
        ran: (window as unknown as { __siteScripts?: string[] }).__siteScripts ?? [],
        style: getComputedStyle(document.documentElement)
          .getPropertyValue('--compat-site-stylesheet')
          .trim(),
        owner: document.querySelector('meta[name="site-owner"]')?.getAttribute('content'),
        scripts: document.querySelectorAll('script[src^="/js/site-script.js"]').length,
      }));
    assert.deepEqual(await seen(), {
      ran: ['plain', 'deferred'],
      style: 'loaded',
      owner: 'Compat Co',
      scripts: 2,
    });
    await page.click('#ctx-go'); // a client-side navigation: nothing runs or is added again
    await page.waitForURL(/\/components$/);
    await page.waitForSelector('#tabs-values');
    assert.deepEqual(await seen(), {
      ran: ['plain', 'deferred'],
      style: 'loaded',
      owner: 'Compat Co',
      scripts: 2,
    });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("runs the site's client modules: their styles before the theme's, and their route lifecycles", async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/runtime');
    const log = () =>
      page.evaluate(() => (window as unknown as { __routeLog: string[] }).__routeLog);
    // Once at start-up, with no previous location.
    assert.deepEqual(await log(), [
      'update null > /runtime',
      'loaded /runtime',
      'did null > /runtime',
    ]);
    const style = (name: string) =>
      page.evaluate(
        (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(),
        name,
      );
    assert.equal(await style('--compat-client-module'), 'loaded');
    // The theme's own value of a variable the module also sets wins: the module's styles come first.
    assert.equal(await style('--ifm-font-size-base'), '100%');
    await page.click('#ctx-go');
    await page.waitForURL(/\/components$/);
    await page.waitForSelector('#tabs-values');
    await page.waitForFunction(
      () => (window as unknown as { __routeLog: string[] }).__routeLog.length === 6,
    );
    assert.deepEqual((await log()).slice(3), [
      'update /runtime > /components',
      'loaded /components',
      'did /runtime > /components',
    ]);
    await page.goBack();
    await page.waitForSelector('#ctx-go');
    await page.waitForFunction(
      () => (window as unknown as { __routeLog: string[] }).__routeLog.length === 9,
    );
    assert.deepEqual((await log()).slice(6), [
      'update /components > /runtime',
      'loaded /runtime',
      'did /components > /runtime',
    ]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('runs the docs plugin hooks, the theme link by name, CSS and Sass modules and ThemedImage', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/runtime');
    assert.equal(await page.textContent('#active-version'), 'current');
    // The CSS module's class, the same in the prerendered HTML and after hydration, styled.
    const cls = await page.getAttribute('#active-version', 'class');
    assert.match(cls ?? '', /^versionBadge_\S+$/);
    assert.ok(readBuildFile(site, 'runtime/index.html').includes(`class="${cls}"`));
    assert.equal(
      await page.$eval('#active-version', (e) => getComputedStyle(e).borderTopColor),
      'rgb(10, 120, 60)',
    );
    // Sass, global and as a module: compiled (a variable, nesting, sass:math), in the page's CSS.
    assert.deepEqual(
      await page.$eval('#sass-note', (e) => {
        const span = e.querySelector('span')!;
        return [
          getComputedStyle(e).borderLeftColor,
          getComputedStyle(span).fontStyle,
          getComputedStyle(span).paddingLeft,
          // The site's PostCSS plugin ran on the Sass output and on the CSS module.
          getComputedStyle(span).color,
          getComputedStyle(document.querySelector('#active-version')!).color,
        ];
      }),
      ['rgb(200, 30, 90)', 'italic', '15px', 'rgb(200, 30, 90)', 'rgb(10, 120, 60)'],
    );
    assert.match((await page.getAttribute('#sass-module', 'class')) ?? '', /^accent_\S+$/);
    // `url(/img/mark.svg)` in the Sass module is the static folder's file, bundled (inlined, small).
    assert.match(
      await page.$eval('#sass-module', (e) => getComputedStyle(e).backgroundImage),
      /^url\("data:image\/svg\+xml;base64,/,
    );
    assert.equal(await page.textContent('#active-doc'), 'runtime');
    assert.equal(await page.textContent('#version-count'), '1');
    const visible = () =>
      page.$$eval('img.themed-check', (imgs) =>
        imgs
          .filter((i) => getComputedStyle(i).display !== 'none')
          .map((i) => i.getAttribute('src')),
      );
    assert.deepEqual(await visible(), ['/img/mark.svg']);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.deepEqual(await visible(), ['/img/mark-dark.svg']);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.click('#version-link a');
    await page.waitForSelector('#tabs-values');
    assert.equal(
      await page.evaluate(() => (window as unknown as { __same?: boolean }).__same),
      true,
      'the theme link navigated without a reload',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("renders the site's own navbar from the theme-common hooks, in step with the theme", async () => {
    const html = readBuildFile(site, 'runtime/index.html');
    assert.match(
      html,
      /<nav id="own-navbar" data-window-size="ssr"[^>]*class="theme-layout-navbar /,
    );
    assert.match(html, /<span id="own-count">6 links<\/span>/);
    // The site's custom-* item, by its own ComponentTypes, with its config's keys as props.
    assert.match(
      html,
      /<div class="navbar__item compat-links" data-heading="Compat picks"><a class="navbar__link" href="\/assets">Assets<\/a><\/div>/,
    );
    // The version dropdown's items after the versions: the HTML as an item, links active by activeBaseRegex.
    const versionMenu =
      /theme-docs-version-dropdown[^]*?<ul class="dropdown__menu">([^]*?)<\/ul>/.exec(html)?.[1] ??
      '';
    assert.match(
      versionMenu,
      /">Next<\/a><\/li><li><hr class="compat-version-separator"\/?><\/li><li><a class="dropdown__link" href="\/runtime">Never active<\/a><\/li><li><a class="dropdown__link dropdown__link--active" aria-current="page" href="\/components">Runtime by regex<\/a><\/li><li class="compat-links-dropdown" data-heading="In the menu"><a class="dropdown__link" href="\/assets">Assets too<\/a><\/li>$/,
    );
    // The site's Root (src/theme/Root.tsx) wraps every page: its provider and its own element.
    assert.match(html, /<span id="own-plan">team<\/span>/);
    assert.match(html, /<div id="site-root-marker" hidden=""><\/div>/);
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/runtime');
    await page.waitForSelector('#own-navbar[data-window-size="desktop"]');
    // @theme/NavbarItem renders the config's items where the site's navbar puts them.
    assert.equal(
      await page.getAttribute('#own-navbar .theme-layout-navbar-left a.navbar__link', 'href'),
      '/components',
    );
    assert.ok(
      await page.$(
        '.theme-layout-navbar-right a[href="https://example.com/outside"] svg[aria-label="(opens in new tab)"]',
      ),
    );
    // The custom item stays after hydration.
    assert.ok(await page.isVisible('#own-navbar .compat-links a[href="/assets"]'));
    // The version menu opens on hover, its separator and links in it, active as the server said.
    await page.hover('#own-navbar .theme-docs-version-dropdown');
    await page.waitForSelector('#own-navbar .dropdown__menu hr.compat-version-separator', {
      state: 'visible',
    });
    assert.deepEqual(
      await page.$$eval('#own-navbar .theme-docs-version-dropdown a.dropdown__link--active', (as) =>
        as.map((a) => a.textContent),
      ),
      ['Next', 'Runtime by regex'],
    );
    await page.mouse.move(0, 400);
    // useColorMode: the site's button and the theme's toggle change one colour mode.
    assert.equal(await page.textContent('#own-color-mode'), 'light');
    await page.click('#own-dark');
    await page.waitForSelector('#own-color-mode:has-text("dark")');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    assert.equal(
      await page.getAttribute('#own-navbar .colorModeToggle button', 'title'),
      'dark mode',
    );
    await page.click('#own-navbar .colorModeToggle button');
    await page.waitForSelector('#own-color-mode:has-text("light")');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    // @theme/Mermaid without the mermaid package: the source, and what to install.
    assert.match((await page.textContent('#mermaid-demo pre.mermaid'))!, /Draft-->Published/);
    assert.match((await page.textContent('#mermaid-demo'))!, /install the mermaid package/);
    // Narrow: useWindowSize follows, and the drawer opens on the docs sidebar (the secondary menu).
    await page.setViewportSize({ width: 500, height: 800 });
    await page.waitForSelector('#own-navbar[data-window-size="mobile"]');
    await page.click('#own-toggle');
    await page.waitForSelector('#own-navbar.navbar-sidebar--show #own-drawer');
    assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden');
    const drawerLinks = () =>
      page.$$eval('#own-primary a.menu__link', (as) => as.map((a) => a.textContent));
    // The version dropdown is a list labelled Versions, open on a docs page, as the reference's.
    assert.deepEqual(await drawerLinks(), [
      'Components',
      'Blog',
      'Outside',
      'Versions',
      'Next',
      'Never active',
      'Runtime by regex',
      'Assets too',
      'Assets',
    ]);
    // The custom item in the version menu is given `mobile` too, in the drawer.
    assert.ok(
      await page.$(
        '#own-primary li.compat-links-mobile > a.menu__link[href="/assets"]:text("Assets too")',
      ),
    );
    // In the drawer, the custom item is given `mobile`.
    assert.ok(await page.$('#own-primary li.compat-links-mobile > a.menu__link[href="/assets"]'));
    assert.ok(await page.$('#own-drawer .navbar-sidebar__items--show-secondary'));
    assert.ok(await page.$('#own-secondary a.menu__link:has-text("Runtime modules")'));
    await page.click('#own-back');
    await page.waitForSelector(
      '#own-drawer .navbar-sidebar__items:not(.navbar-sidebar__items--show-secondary)',
    );
    await page.click('#own-close');
    await page.waitForSelector('#own-navbar:not(.navbar-sidebar--show)');
    assert.equal(await page.evaluate(() => document.body.style.overflow), 'visible');
    // Root stays mounted across a client-side navigation.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.click('#own-navbar a.navbar__link[href="/components"]');
    await page.waitForURL(/\/components$/);
    await page.waitForSelector('#site-root-marker', { state: 'attached' });
    assert.equal(await page.textContent('#own-plan'), 'team');
    assert.equal(await page.evaluate(() => window.rootMounts), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("keeps the site's doc layout and sidebar link wrappers in step across navigation", async () => {
    const { page, context, errors } = await newPage(suite.browser, {
      viewport: { width: 1280, height: 800 },
    });
    await gotoHydrated(page, suite.url + '/more/first');
    const layout = (attr: string) => page.getAttribute('#site-doc-layout', attr);
    assert.equal(await layout('data-audience'), 'admins');
    await page.click('.theme-doc-sidebar-menu a[href="/more/second"]');
    await page.waitForSelector('#site-doc-layout[data-permalink="/more/second"]', {
      state: 'attached',
    });
    assert.equal(await layout('data-title'), 'Second more page');
    assert.equal(await layout('data-audience'), 'none');
    await page.waitForSelector('.site-sidebar-link--active a[href="/more/second"]');
    assert.equal(await page.locator('.site-sidebar-link--active').count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("catches crashes with @docusaurus/ErrorBoundary and the site's ErrorPageContent, keeps a clicked element in place", async () => {
    const html = readBuildFile(site, 'runtime/index.html');
    // theme-common's duplicates(), and the site's Layout/Provider wrapper inside every Layout.
    assert.match(html, /<span id="dup-plain">a,b,a<\/span><span id="dup-by-id">1<\/span>/);
    assert.match(html, /<div id="site-layout-provider" hidden=""><\/div><div role="region"/);
    const { page, context, errors } = await newPage(suite.browser);
    page.setDefaultTimeout(10_000);
    await gotoHydrated(page, suite.url + '/runtime');
    // useScrollPositionBlocker: 600 px appear above the button, the window follows.
    const keep = page.locator('#scroll-keep');
    await keep.scrollIntoViewIfNeeded();
    const before = await keep.evaluate((e) => [e.getBoundingClientRect().top, window.scrollY]);
    await keep.click();
    await page.waitForSelector('#scroll-spacer');
    await page.waitForFunction((y) => window.scrollY >= y + 600, before[1]);
    const after = await keep.evaluate((e) => e.getBoundingClientRect().top);
    assert.ok(Math.abs(after - before[0]) <= 1, `moved from ${before[0]} to ${after}`);
    // A widget's own boundary: only it is replaced, and it can render again.
    await page.click('#widget-crash-button');
    assert.equal(await page.textContent('#widget-crash'), 'Widget exploded Retry');
    assert.ok(await page.$('#page-crash-button'));
    await page.click('#widget-retry');
    await page.waitForSelector('#widget-crash-button');
    // The page's boundary (the Layout's) shows the site's ErrorPageContent; trying again renders it.
    await page.click('#page-crash-button');
    await page.waitForSelector('#site-crash-page');
    assert.equal(await page.textContent('#site-crash-page p'), 'Page exploded');
    assert.ok(await page.$('nav.navbar'), 'the navbar stays');
    await page.click('#site-try-again');
    await page.waitForSelector('#page-crash-button');
    // React reports the caught crashes on the console; nothing else went wrong.
    assert.deepEqual(
      errors.filter((e) => !/(Widget|Page) exploded/.test(e)),
      [],
    );
    await context.close();
  });

  it('gives page components and NotFound react-router’s route props, and pages the site config, as the reference does', async () => {
    const html = readBuildFile(site, 'where/index.html');
    assert.match(html, /<p id="where">\/where \/where true<\/p>/);
    assert.match(html, /<p id="where-config">Compat Docs<\/p>/);
    assert.match(
      readBuildFile(site, '404.html'),
      /<p id="router-props">string function false<\/p>/,
    );
    assert.match(readBuildFile(site, '404.html'), /<html [^>]*class="plugin-native"/);
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/where');
    assert.equal(await page.textContent('#where-config'), 'Compat Docs');
    await page.click('#go-home');
    await page.waitForURL(suite.url + '/');
    await gotoHydrated(page, suite.url + '/no-such-page');
    assert.equal(await page.textContent('#router-props'), 'string function false');
    // The server's 404 status for that page is the only error.
    assert.deepEqual(
      errors.filter((e) => !e.includes('status of 404')),
      [],
    );
    await context.close();
  });

  it('loads every imported image', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/assets');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('img[id^="asset-"]')).every(
        (img) => img.complete,
      ),
    );
    const sizes = await page.$$eval('img[id^="asset-"]', (imgs) =>
      (imgs as HTMLImageElement[]).map((img) => [img.id, img.naturalWidth]),
    );
    for (const [id, width] of sizes) assert.ok(Number(width) > 0, `${id} did not load`);
    assert.equal(sizes.length, 3);
    const svgs = await page.$$eval('svg[id^="asset-"]', (els) =>
      els.map((e) => [e.id, Math.round(e.getBoundingClientRect().width)]),
    );
    assert.deepEqual(svgs, [
      ['asset-require-svg', 32],
      ['asset-import-svg', 32],
    ]);
    assert.match((await page.textContent('#asset-raw'))!, /return f"Hello, \{name\}!"/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("hydrates the route the site's plugin adds and navigates to and from it, its client module loaded", async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/plugin-data');
    assert.equal(
      await page.evaluate(() => document.documentElement.dataset.compatClientModule),
      'loaded',
    );
    await page.click('#plugin-to-words'); // client-side: the route's chunks load on demand
    await page.waitForURL(/\/plugin-words$/);
    await page.waitForSelector('#plugin-words li');
    assert.equal(await page.textContent('#plugin-words'), 'alphabetagamma');
    assert.equal(await page.textContent('#plugin-custom-data'), 'custom data from the plugin');
    assert.equal(await page.textContent('#plugin-greeting'), 'HELLO FROM THE PLUGIN!');
    // Its PostCSS plugin's declaration (configurePostCss), applied.
    assert.equal(
      await page.$eval('#plugin-greeting .compat-badge', (e) => getComputedStyle(e).color),
      'rgb(12, 34, 56)',
    );
    await page.click('#plugin-to-data');
    await page.waitForURL(/\/plugin-data$/);
    assert.equal(await page.textContent('#plugin-data'), 'Hello from the plugin from Compat Docs');
    // Opened directly, the plugin's route hydrates from its prerendered HTML.
    await gotoHydrated(page, suite.url + '/plugin-words');
    assert.equal(
      await page.evaluate(() => (window as { compatPostBody?: boolean }).compatPostBody),
      true,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('the blog', () => {
  it('prerenders the list pages with excerpts, pagination, feeds in the head and no draft', () => {
    const first = readBuildFile(site, 'blog/index.html');
    assert.match(
      first,
      /<html[^>]*class="plugin-blog plugin-id-default blog-wrapper blog-list-page"/,
    );
    const titles = (html: string) =>
      [
        ...html.matchAll(
          /<h2 class="title" itemProp="headline"><a itemProp="url" href="([^"]+)">/g,
        ),
      ].map((m) => m[1]);
    assert.deepEqual(titles(first), [
      '/blog/2024/04/01/nested-date',
      '/blog/2024/03/05/folder-post',
    ]);
    assert.match(first, /aria-label="Blog list page navigation"[^]*href="\/blog\/page\/2"/);
    for (const type of [
      'rss+xml" href="/blog/rss.xml',
      'atom+xml" href="/blog/atom.xml',
      'json" href="/blog/feed.json',
    ])
      assert.ok(first.includes(`<link rel="alternate" type="application/${type}"`), type);
    // Page 2: the excerpts end at the truncate marker, with "Read more".
    const second = readBuildFile(site, 'blog/page/2/index.html');
    assert.deepEqual(titles(second), [
      '/blog/2024/02/20/second-post',
      '/blog/2024/01/10/first-post',
    ]);
    assert.match(second, /The first post opens the blog/);
    assert.doesNotMatch(second, /The rest of the first post/);
    assert.match(
      second,
      /<a aria-label="Read more about Welcome to the compat blog" href="\/blog\/2024\/01\/10\/first-post"><b>Read more<\/b>/,
    );
    // The draft is built nowhere: no page, no sidebar entry, no feed item.
    assert.equal(existsSync(join(site, 'build/blog/2024/05/01/draft-post')), false);
    assert.doesNotMatch(first + readBuildFile(site, 'blog/rss.xml'), /Draft post never built/);
    // The folder post's co-located image is bundled.
    assert.match(
      readBuildFile(site, 'blog/2024/03/05/folder-post/index.html'),
      /<img [^>]*src="\/assets\/images\/swatch-[^"]+\.png"/,
    );
  });

  it('has the tags list, a tag page and the archive', () => {
    const tags = readBuildFile(site, 'blog/tags/index.html');
    assert.deepEqual(
      [
        ...tags.matchAll(
          /<a class="tag tagWithCount"[^>]*href="([^"]+)">([^<]+)<span>(\d+)<\/span>/g,
        ),
      ].map((m) => [m[1], m[2], m[3]]),
      [
        ['/blog/tags/compat', 'Compat', '2'],
        ['/blog/tags/guest-posts', 'Guest Posts', '1'],
        ['/blog/tags/release', 'Release', '2'],
      ],
    );
    const release = readBuildFile(site, 'blog/tags/release/index.html');
    assert.match(
      release,
      /<h1[^>]*>2 posts tagged with &quot;Release&quot;<\/h1><p>Posts about releases<\/p>/,
    );
    const archive = readBuildFile(site, 'blog/archive/index.html');
    assert.deepEqual(
      [...archive.matchAll(/<h3[^>]*>(\d{4})/g)].map((m) => m[1]),
      ['2024', '2023'],
    );
    assert.match(
      archive,
      /href="\/blog\/custom-undated">December 1<!-- --> -<!-- --> <!-- -->Undated by name/,
    );
  });

  it('has the authors list and the posts of an author with a page', () => {
    const authors = readBuildFile(site, 'blog/authors/index.html');
    assert.match(authors, /<a href="\/blog\/authors\/ada">Ada Lovelace<\/a>/);
    // Every author of the map is listed; only those with a page are links.
    assert.match(authors, /<div class="avatar__name">Grace Hopper<span/);
    const ada = readBuildFile(site, 'blog/authors/ada/index.html');
    assert.match(ada, /<h1[^>]*>Ada Lovelace<\/h1>/);
    assert.match(ada, /<p>2 posts<\/p>/);
    // A post links its author's name to that page.
    assert.match(
      readBuildFile(site, 'blog/2024/01/10/first-post/index.html'),
      /<div class="avatar__name"><a itemProp="url" href="\/blog\/authors\/ada">/,
    );
  });

  it('opens from the navbar; a post hydrates with its TOC, authors and newer/older links', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/runtime');
    await page.click('#own-navbar a.navbar__link[href="/blog"]');
    await page.waitForSelector('.blog-list-page article h2 a[href="/blog/2024/04/01/nested-date"]');
    await page.click('a.pagination-nav__link--next[href="/blog/page/2"]');
    await page.click('a[aria-label="Read more about Welcome to the compat blog"]');
    await page.waitForSelector('.blog-post-page h1:text("Welcome to the compat blog")');
    assert.match((await page.textContent('#__blog-post-container'))!, /The rest of the first post/);
    assert.deepEqual(
      await page.$$eval('.table-of-contents a', (as) => as.map((a) => a.textContent)),
      ['Details of the first post', 'Closing words'],
    );
    assert.equal(await page.textContent('.avatar__name'), 'Ada Lovelace');
    assert.equal(await page.getAttribute('.avatar__photo', 'src'), '/img/mark.svg');
    assert.equal(
      await page.textContent('.pagination-nav__link--prev .pagination-nav__label'),
      'Second post with components',
    );
    assert.equal(
      await page.getAttribute('.sidebarItemLinkActive', 'href'),
      '/blog/2024/01/10/first-post',
    );
    await page.click('.pagination-nav__link--next');
    await page.waitForSelector('.blog-post-page h1:text("Undated by name")');
    // A fresh load of a post hydrates too.
    await gotoHydrated(page, suite.url + '/blog/2024/02/20/second-post');
    await page.waitForSelector('#__blog-post-container .theme-admonition-tip');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('writes RSS, Atom and JSON feeds the browser parses, with every post', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/blog');
    // One evaluate per feed (no helper functions inside: the page has no tsx runtime helpers).
    const xml = (path: string) =>
      page.evaluate(async (url) => {
        const text = await (await fetch(url)).text();
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          titles: [...doc.querySelectorAll('item > title, entry > title')].map(
            (t) => t.textContent,
          ),
        };
      }, path);
    const json = await page.evaluate(async () => {
      const feed = (await (await fetch('/blog/feed.json')).json()) as {
        items: Array<{ title: string }>;
      };
      return feed.items.map((i) => i.title);
    });
    const feeds = { rss: await xml('/blog/rss.xml'), atom: await xml('/blog/atom.xml'), json };
    const posts = [
      'Dated by its folders',
      'A folder post',
      'Second post with components',
      'Welcome to the compat blog',
      'Undated by name',
    ];
    assert.deepEqual(feeds.rss, { error: null, titles: posts });
    assert.deepEqual(feeds.atom, { error: null, titles: posts });
    assert.deepEqual(feeds.json, posts);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('finds a post in the search modal', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await gotoHydrated(page, suite.url + '/blog');
    await page.click('.DocSearch-Button');
    await page.fill('#docsearch-input', 'quasarwidget');
    await page.waitForSelector('.DocSearch-Hit a[href*="/blog/2024/02/20/second-post"]');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

// `feedOptions.xslt`: a stylesheet beside each XML feed, named by an `xml-stylesheet` instruction,
// so a reader who opens the feed in a browser sees a readable page (the posts, linked) rather than
// raw XML, as the reference's option does. Ours: `rss.xsl` and `atom.xsl`. Pure.

const PAGE_STYLE = `body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1e21;background:#fff}
main{max-width:46rem;margin:0 auto;padding:2rem 1rem}
.about{padding:.75rem 1rem;border-left:4px solid #3578e5;background:#eef3fd;border-radius:4px}
h1{font-size:2rem;margin:1.5rem 0 .25rem}h2{font-size:1.25rem;margin:0}
article{padding:1rem 0;border-bottom:1px solid #dadde1}.date{color:#606770;font-size:.875rem;margin:.25rem 0}
a{color:#1d4ed8}
@media (prefers-color-scheme:dark){body{color:#e3e3e3;background:#1b1b1d}.about{background:#1e2a44}article{border-color:#444950}.date{color:#aaa}a{color:#8ab4f8}}`;

/** The page around the feed's entries: `title`, `about`, `home` and `entries` are XSLT fragments. */
function stylesheet(
  ns: string,
  p: { title: string; about: string; home: string; entries: string },
) {
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${ns}>
  <xsl:output method="html" encoding="utf-8" indent="yes"/>
  <xsl:template match="/">
    <html>
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${p.title}"/></title>
        <style>${PAGE_STYLE}</style>
      </head>
      <body>
        <main>
          <p class="about">This is a web feed. Add its address to a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="${p.title}"/></h1>
          <p>${p.about}</p>
          <p><a href="{${p.home}}">Open the blog</a></p>
          ${p.entries}
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

export const FEED_STYLESHEETS = {
  rss: {
    file: 'rss.xsl',
    text: stylesheet('', {
      title: 'rss/channel/title',
      about: '<xsl:value-of select="rss/channel/description"/>',
      home: 'rss/channel/link',
      entries: `<xsl:for-each select="rss/channel/item">
            <article>
              <h2><a href="{link}"><xsl:value-of select="title"/></a></h2>
              <p class="date"><xsl:value-of select="pubDate"/></p>
              <p><xsl:value-of select="description"/></p>
            </article>
          </xsl:for-each>`,
    }),
  },
  atom: {
    file: 'atom.xsl',
    text: stylesheet(' xmlns:atom="http://www.w3.org/2005/Atom"', {
      title: 'atom:feed/atom:title',
      about: '<xsl:value-of select="atom:feed/atom:subtitle"/>',
      home: "atom:feed/atom:link[not(@rel) or @rel='alternate']/@href",
      entries: `<xsl:for-each select="atom:feed/atom:entry">
            <article>
              <h2><a href="{atom:link/@href}"><xsl:value-of select="atom:title"/></a></h2>
              <p class="date"><xsl:value-of select="substring(atom:updated, 1, 10)"/></p>
              <p><xsl:value-of select="atom:summary"/></p>
            </article>
          </xsl:for-each>`,
    }),
  },
} as const;

/** The feed's XML with the instruction naming its stylesheet, right after the XML declaration. */
export function withStylesheet(xml: string, href: string): string {
  const instruction = `<?xml-stylesheet type="text/xsl" href="${href.replace(/"/g, '&quot;')}"?>`;
  return /^<\?xml[^>]*\?>/.test(xml)
    ? xml.replace(/^(<\?xml[^>]*\?>)/, `$1\n${instruction}`)
    : `${instruction}\n${xml}`;
}

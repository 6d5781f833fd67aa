// A redirect page, as Docusaurus's client-redirects plugin writes one: a meta refresh for readers
// without scripts, a canonical link for search engines, and a script that keeps the reader's query
// and hash (when the target has none of its own). Pure.
const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function redirectPage(toUrl: string): string {
  // JSON, and no `</script` or `<!--` inside the script whatever the URL holds.
  const js = JSON.stringify(toUrl).replace(/</g, '\\u003c');
  const keep = /[?#]/.test(toUrl) ? '' : ' + window.location.search + window.location.hash';
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${attr(toUrl)}">
    <link rel="canonical" href="${attr(toUrl)}" />
  </head>
  <script>
    window.location.href = ${js}${keep};
  </script>
</html>
`;
}

// Source-level compatibility with Markdown written for the reference
// generator: `{#id}` heading ids and `:::type Title` admonition titles are not
// valid MDX 3, so they are rewritten on the same line (line numbers hold).

export function preprocessMdx(source: string): string {
  let inFence = false;
  return source
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) return line;
      // `## Title {#custom-id}` → escape the brace so MDX reads it as text.
      const heading = /^(#{1,6}\s.*?)\{(#[\w-]+)\}(\s*)$/.exec(line);
      if (heading) return `${heading[1]}\\{${heading[2]}}${heading[3]}`;
      // `:::tip Some title` → `:::tip[Some title]`
      const admonition = /^(\s*:::[a-z]+)[ \t]+([^[{\s].*?)\s*$/.exec(line);
      if (admonition) return `${admonition[1]}[${admonition[2]}]`;
      return line;
    })
    .join('\n');
}

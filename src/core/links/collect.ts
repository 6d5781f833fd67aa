// Links and anchor ids found in a rendered page, for the link checker.
import { Parser } from 'htmlparser2';

export interface PageLinks {
  links: string[];
  anchors: Set<string>;
}

export function collectLinks(html: string): PageLinks {
  const links: string[] = [];
  const anchors = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.id) anchors.add(attrs.id);
        if (
          name === 'a' &&
          attrs.href !== undefined &&
          !('data-nobrokenlinkcheck' in attrs) &&
          (!attrs.target || attrs.target === '_self')
        ) {
          links.push(attrs.href);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { links, anchors };
}

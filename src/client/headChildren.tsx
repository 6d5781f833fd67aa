// <Head> written with child elements (`<title>`, `<meta>`, `<link>`, `<html>`,
// a JSON-LD `<script>`), as the reference's Head takes them, turned into the
// head tags our head manager collects.
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Head, type HeadTags } from './head';

type Props = Record<string, unknown> & { children?: ReactNode };

const text = (children: ReactNode): string =>
  Children.toArray(children)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('');

/** Pure: the tags a list of head elements declares; elements it cannot express are listed in `unsupported`. */
export function headTagsFromChildren(children: ReactNode): {
  tags: HeadTags;
  unsupported: string[];
} {
  const tags: HeadTags = { meta: [], links: [] };
  const unsupported: string[] = [];
  const visit = (nodes: ReactNode) => {
    for (const child of Children.toArray(nodes)) {
      if (!isValidElement(child)) continue;
      const el = child as ReactElement<Props>;
      const props = el.props;
      if (el.type === Fragment) {
        visit(props.children);
        continue;
      }
      switch (el.type) {
        case 'title':
          tags.title = text(props.children);
          break;
        case 'meta': {
          const content = props.content === undefined ? '' : String(props.content);
          if (typeof props.name === 'string') tags.meta!.push({ name: props.name, content });
          else if (typeof props.property === 'string')
            tags.meta!.push({ property: props.property, content });
          else if (typeof props.itemProp === 'string')
            tags.meta!.push({ name: props.itemProp, content });
          else unsupported.push('<meta> without name or property');
          break;
        }
        case 'link':
          if (typeof props.rel === 'string' && typeof props.href === 'string')
            tags.links!.push({
              rel: props.rel,
              href: props.href,
              hrefLang: props.hrefLang as string | undefined,
              type: props.type as string | undefined,
              title: props.title as string | undefined,
            });
          else unsupported.push('<link> without rel and href');
          break;
        case 'html':
        case 'body':
          if (typeof props.className === 'string')
            tags.htmlClassName = [tags.htmlClassName, props.className].filter(Boolean).join(' ');
          break;
        case 'script':
          if (props.type === 'application/ld+json') {
            try {
              tags.jsonLd = JSON.parse(text(props.children));
            } catch {
              unsupported.push('<script type="application/ld+json"> whose text is not JSON');
            }
          } else unsupported.push('<script> (only JSON-LD scripts are supported in <Head>)');
          break;
        default:
          unsupported.push(`<${typeof el.type === 'string' ? el.type : 'component'}>`);
      }
    }
  };
  visit(children);
  return { tags, unsupported };
}

const warned = new Set<string>();

export function HeadFromChildren({ children }: { children?: ReactNode }) {
  const { tags, unsupported } = headTagsFromChildren(children);
  for (const what of unsupported) {
    if (warned.has(what)) continue;
    warned.add(what);
    console.warn(`[WARNING] <Head>: ${what} is not applied to the page head`);
  }
  return <Head {...tags} />;
}

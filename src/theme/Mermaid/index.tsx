// A Mermaid diagram (the reference's @theme/Mermaid, `value` = its source).
// Drawn in the browser with the site's own `mermaid` package when it has one;
// otherwise, and until it is drawn, the source is shown as it is written.
import { useEffect, useId, useState } from 'react';
import { useColorMode } from '@docgen/client/colorMode';
import { siteConfig } from '@docgen/client/data';

type State = { svg: string } | { missing: true } | { error: string } | null;

export default function Mermaid({ value }: { value: string }) {
  const { colorMode } = useColorMode();
  const id = `mermaid-svg-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const [state, setState] = useState<State>(null);
  useEffect(() => {
    let current = true;
    import('docgen-site-mermaid')
      .then(async ({ default: mermaid }) => {
        // Without the package the import is an empty module: no default, or an empty object.
        if (typeof mermaid?.initialize !== 'function') return { missing: true as const };
        const { theme, options } = siteConfig.mermaid;
        mermaid.initialize({ ...options, startOnLoad: false, theme: theme[colorMode] });
        return { svg: (await mermaid.render(id, value)).svg };
      })
      .catch((error: unknown) => ({ error: String(error) }))
      .then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [id, value, colorMode]);
  if (state && 'svg' in state)
    return (
      <div
        className="docusaurus-mermaid-container"
        dangerouslySetInnerHTML={{ __html: state.svg }}
      />
    );
  return (
    <div className="docusaurus-mermaid-container">
      <pre className="mermaid">{value}</pre>
      {state && 'missing' in state && (
        <p className="mermaidNote">
          Mermaid diagram shown as source: install the <code>mermaid</code> package in the site to
          draw it.
        </p>
      )}
      {state && 'error' in state && <p className="mermaidNote">{state.error}</p>}
    </div>
  );
}

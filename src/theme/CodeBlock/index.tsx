// Code blocks arrive highlighted at build time (token types per span); this
// renders them, with the title, highlighted lines, line numbers and a copy
// button that only exists once the page is interactive.
import { useState } from 'react';
import clsx from 'clsx';
import { useIsBrowser } from '../../client/hooks';

interface Props {
  language: string;
  code: string;
  tokens: string;
  title?: string;
  highlight?: string;
  showLineNumbers?: string;
}

function CopyButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      const area = document.createElement('textarea');
      area.value = code;
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1000);
  };
  return (
    <button
      type="button"
      className={clsx('clean-btn copyButton', copied && 'copyButtonCopied')}
      title="Copy"
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      onClick={copy}
    >
      {copied ? '✓' : '⧉'}
    </button>
  );
}

export default function CodeBlock({
  language,
  code,
  tokens,
  title,
  highlight,
  showLineNumbers,
}: Props) {
  const isBrowser = useIsBrowser();
  const lines = JSON.parse(tokens) as Array<Array<[string, string]>>;
  const highlighted = new Set((highlight ?? '').split(',').filter(Boolean).map(Number));
  const start = showLineNumbers ? Number(showLineNumbers) : undefined;
  return (
    <div className={clsx(`language-${language}`, 'theme-code-block', 'codeBlockContainer')}>
      {title && <div className="codeBlockTitle">{title}</div>}
      <div className="codeBlockContent">
        <pre
          className={clsx('prism-code', `language-${language}`, 'codeBlock', 'thin-scrollbar')}
          tabIndex={0}
        >
          <code
            className={clsx('codeBlockLines', start !== undefined && 'codeBlockLinesWithNumbering')}
            style={start !== undefined ? { counterReset: `line-count ${start - 1}` } : undefined}
          >
            {lines.map((line, i) => (
              <span
                key={i}
                className={clsx(
                  'token-line',
                  highlighted.has(i + 1) && 'theme-code-block-highlighted-line',
                )}
              >
                {start !== undefined && <span className="codeLineNumber" />}
                <span className="codeLineContent">
                  {line.map(([types, text], j) =>
                    types ? (
                      <span key={j} className={`token ${types}`}>
                        {text}
                      </span>
                    ) : (
                      text
                    ),
                  )}
                </span>
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
        {isBrowser && (
          <div className="buttonGroup">
            <CopyButton code={code} />
          </div>
        )}
      </div>
    </div>
  );
}

// Code blocks from Markdown fences arrive highlighted at build time (token
// types per span); <CodeBlock> written in content gets its code as children
// and is highlighted in the browser after hydration (the highlighter is its own
// chunk). Renders the title, highlighted lines, line numbers and a copy button
// that only exists once the page is interactive.
//
// The lines are one HTML string, not an element per token: hydrating a page of
// code then costs React one node per block instead of thousands (issue 16's
// main-thread budget), and the markup is the same either way.
import { Children, useEffect, useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  applyMagicComments,
  metaLineClasses,
  parseCodeMeta,
  type LineClasses,
} from '@docgen/shared/code-meta';
import { siteConfig } from '@docgen/client/data';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import type { HighlightedLine } from '@docgen/shared/highlight';
import { linesHtml } from '@docgen/shared/highlight-html';

interface Props {
  /** Set by fences: the code after magic comments, and its tokens as JSON. */
  code?: string;
  tokens?: string;
  /** Set by fences: each marked line's classes, as JSON (`{"3":["theme-code-block-highlighted-line"]}`). */
  lineClasses?: string;
  /** Written in content: the code itself. */
  children?: ReactNode;
  language?: string;
  /** `language-js`, as a fence's class. */
  className?: string;
  title?: ReactNode;
  metastring?: string;
  showLineNumbers?: boolean | number | string;
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
      {/* Both icons always there (the reference's class names, for sites' CSS); CSS shows one. */}
      <span className="copyButtonIcons" aria-hidden="true">
        <IconCopy className="copyButtonIcon" width="100%" height="100%" />
        <IconSuccess className="copyButtonSuccessIcon" width="100%" height="100%" />
      </span>
    </button>
  );
}

/**
 * The copy button, in the prerendered HTML too (as the reference renders it): adding it to every
 * block after hydration would re-render each block and lay the whole page out again.
 */
function CopyButtonGroup({ code }: { code: string }) {
  return (
    <div className="buttonGroup">
      <CopyButton code={code} />
    </div>
  );
}

/** The text of string children (`{code}`, or several strings); undefined for elements. */
function childrenText(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  if (!parts.length || parts.some((p) => typeof p !== 'string' && typeof p !== 'number'))
    return undefined;
  return parts.join('');
}

/**
 * Prism gives an empty line one "\n" token; each line's markup ends with its own "\n", so that one
 * is dropped, or the line would show (and copy, when selected by hand) twice.
 */
const withoutLineBreaks = (lines: HighlightedLine[]): HighlightedLine[] =>
  lines.map((line) =>
    line.map(([types, text]) => [types, text.replace(/\n$/, '')] as [string, string]),
  );

const plainLines = (code: string): HighlightedLine[] =>
  code.split('\n').map((line) => [['', line]]);

/** Tokens for code given at run time: plain until hydrated, then highlighted. */
function useRuntimeTokens(code: string | undefined, language: string, enabled: boolean) {
  const [tokens, setTokens] = useState<HighlightedLine[] | undefined>();
  useEffect(() => {
    if (!enabled || code === undefined) return;
    let live = true;
    import(/* webpackChunkName: "code-highlighter" */ '@docgen/client/runtimeHighlight').then(
      ({ highlight }) => live && setTokens(highlight(code, language)),
      () => {}, // offline: the code stays plain
    );
    return () => {
      live = false;
    };
  }, [code, language, enabled]);
  return tokens;
}

function lineNumberStart(value: Props['showLineNumbers'], meta: number | undefined) {
  if (value === undefined || value === false) return meta;
  if (value === true || value === '') return 1;
  const n = Number(value);
  return Number.isFinite(n) ? n : 1;
}

export default function CodeBlock(props: Props) {
  const fromFence = props.tokens !== undefined;
  const language = (
    props.language ??
    /language-(\S+)/.exec(props.className ?? '')?.[1] ??
    siteConfig.prism.defaultLanguage ??
    'text'
  ).toLowerCase();
  const meta = parseCodeMeta(props.metastring);
  const raw = fromFence ? undefined : childrenText(props.children)?.replace(/\n$/, '');
  const { magicComments } = siteConfig.prism;
  const magic = raw === undefined ? undefined : applyMagicComments(raw, language, magicComments);
  const code = props.code ?? magic?.code;
  const runtimeTokens = useRuntimeTokens(code, language, !fromFence);
  const lineClasses: LineClasses = props.lineClasses
    ? new Map(
        Object.entries(JSON.parse(props.lineClasses) as Record<string, string[]>).map(
          ([line, classes]) => [Number(line), classes],
        ),
      )
    : meta.highlightLines.size
      ? metaLineClasses(meta.highlightLines, magicComments)
      : (magic?.lines ?? new Map());
  const start = lineNumberStart(props.showLineNumbers, meta.showLineNumbers);
  const title = props.title ?? meta.title;
  const containerClass = clsx(
    `language-${language}`,
    'theme-code-block',
    'codeBlockContainer',
    !fromFence && props.className?.replace(/language-\S+/, ''),
  );
  if (code === undefined) {
    // Children that are elements, not code: shown as written in the block's frame.
    return (
      <div className={containerClass}>
        {title && <div className="codeBlockTitle">{title}</div>}
        <div className="codeBlockContent">
          <pre className={clsx('prism-code', 'codeBlock', 'thin-scrollbar')} tabIndex={0}>
            <code className="codeBlockLines">{props.children}</code>
          </pre>
        </div>
      </div>
    );
  }
  return (
    <div className={containerClass}>
      {title && <div className="codeBlockTitle">{title}</div>}
      <div className="codeBlockContent">
        <pre
          className={clsx('prism-code', `language-${language}`, 'codeBlock', 'thin-scrollbar')}
          tabIndex={0}
        >
          <CodeLines
            tokens={props.tokens}
            runtimeTokens={runtimeTokens}
            code={code}
            lineClasses={lineClasses}
            start={start}
          />
        </pre>
        <CopyButtonGroup code={code} />
      </div>
    </div>
  );
}

function CodeLines({
  tokens,
  runtimeTokens,
  code,
  lineClasses,
  start,
}: {
  tokens: string | undefined;
  runtimeTokens: HighlightedLine[] | undefined;
  code: string;
  lineClasses: LineClasses;
  start: number | undefined;
}) {
  const classesKey = JSON.stringify([...lineClasses]);
  const html = useMemo(
    () =>
      linesHtml(
        withoutLineBreaks(
          tokens !== undefined
            ? (JSON.parse(tokens) as HighlightedLine[])
            : (runtimeTokens ?? plainLines(code)),
        ),
        lineClasses,
        start !== undefined,
      ),
    // `lineClasses` is a new Map each render: its contents are the dependency.
    [tokens, runtimeTokens, code, classesKey, start],
  );
  return (
    <code
      className={clsx('codeBlockLines', start !== undefined && 'codeBlockLinesWithNumbering')}
      style={start !== undefined ? { counterReset: `line-count ${start - 1}` } : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

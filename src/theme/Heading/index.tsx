// h2–h6 with an id get the anchor class (scroll margin, TOC highlight) and a
// hash link; h1 never gets one.
import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import { siteConfig } from '@docgen/client/data';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({
  as: As,
  id,
  className,
  children,
  ...props
}: ComponentProps<'h2'> & { as: Level }) {
  if (As === 'h1' || !id) {
    return (
      <As className={className} {...props}>
        {children}
      </As>
    );
  }
  const text = typeof children === 'string' ? children : id;
  return (
    <As
      id={id}
      className={clsx(
        'anchor',
        siteConfig.navbar.hideOnScroll && 'anchorWithHideOnScrollNavbar',
        className,
      )}
      {...props}
    >
      {children as ReactNode}
      <a
        href={`#${id}`}
        className="hash-link"
        aria-label={`Direct link to ${text}`}
        title={`Direct link to ${text}`}
        translate="no"
      >
        {'\u200B'}
      </a>
    </As>
  );
}

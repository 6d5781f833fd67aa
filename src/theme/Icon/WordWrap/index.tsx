// Lines that wrap: a code block's word-wrap toggle (the reference's @theme/Icon/WordWrap).
import type { SVGProps } from 'react';

export default function IconWordWrap({
  width = 24,
  height = 24,
  ...rest
}: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...rest}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2.5L12.5 18l2.5 2.5M4 18h5"
      />
    </svg>
  );
}

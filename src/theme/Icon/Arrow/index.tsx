// A chevron pointing right; rotate it with CSS for other directions (the reference's @theme/Icon/Arrow).
import type { SVGProps } from 'react';

export default function IconArrow({ width = 20, height = 20, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...rest}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M9 5l7 7-7 7"
      />
    </svg>
  );
}

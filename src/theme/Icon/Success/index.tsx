// A tick: done, e.g. copied (the reference's @theme/Icon/Success).
import type { SVGProps } from 'react';

export default function IconSuccess({ width = 24, height = 24, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...rest}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4.5 12.5l5 5L20 7"
      />
    </svg>
  );
}

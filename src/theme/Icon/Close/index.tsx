// The × of the drawer and the announcement bar (the reference's @theme/Icon/Close).
import type { SVGProps } from 'react';

export default function IconClose({
  width = 24,
  height = 24,
  color = 'currentColor',
  strokeWidth = 2,
  ...rest
}: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...rest}>
      <g stroke={color} strokeWidth={strokeWidth} fill="none" strokeLinecap="round">
        <path d="M5 5l14 14M19 5L5 19" />
      </g>
    </svg>
  );
}

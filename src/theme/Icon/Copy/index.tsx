// Two sheets: copy to the clipboard (the reference's @theme/Icon/Copy).
import type { SVGProps } from 'react';

export default function IconCopy({ width = 24, height = 24, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...rest}>
      <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
        <rect x="8" y="8" width="12" height="13" rx="2" />
        <path d="M16 5V4a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h1" />
      </g>
    </svg>
  );
}

// A half-dark circle: the colour mode that follows the system (the reference's @theme/Icon/SystemColorMode).
import type { SVGProps } from 'react';

export default function IconSystemColorMode({
  width = 24,
  height = 24,
  ...rest
}: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" {...rest}>
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth={2} />
      <path fill="currentColor" d="M12 3.5a8.5 8.5 0 0 1 0 17z" />
    </svg>
  );
}

// The shape the admonition icons share: a 16 × 16 SVG of one filled path. Each icon stays a theme
// component of its own (@theme/Admonition/Icon/Note…), so a site can replace one of them.
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export function pathIcon(name: string, d: string) {
  function Icon(props: IconProps) {
    return (
      <svg viewBox="0 0 16 16" width="16" height="16" {...props}>
        <path fill="currentColor" fillRule="evenodd" d={d} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

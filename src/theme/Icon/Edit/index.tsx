// The pencil before "Edit this page" (the reference's @theme/Icon/Edit).
import type { SVGProps } from 'react';
import clsx from 'clsx';

export default function IconEdit({ className, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      fill="currentColor"
      height="20"
      width="20"
      viewBox="0 0 40 40"
      className={clsx('iconEdit', className)}
      aria-hidden="true"
      {...rest}
    >
      <path d="M8 28.5V32h3.5l14.1-14.1-3.5-3.5L8 28.5zm23.4-12.6c.4-.4.4-1 0-1.4l-2.2-2.2c-.4-.4-1-.4-1.4 0l-1.8 1.8 3.5 3.5 1.9-1.7z" />
    </svg>
  );
}

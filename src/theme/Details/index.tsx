// <details> with the reference's look; the summary is kept as written.
import type { ComponentProps } from 'react';
import clsx from 'clsx';

export default function Details({ className, children, ...props }: ComponentProps<'details'>) {
  return (
    <details className={clsx('alert alert--info details', className)} {...props}>
      {children}
    </details>
  );
}

// :::note / tip / info / warning / danger / caution blocks.
import type { ReactNode } from 'react';
import clsx from 'clsx';

const LOOK: Record<string, { alert: string; icon: string }> = {
  note: { alert: 'secondary', icon: 'ℹ' },
  secondary: { alert: 'secondary', icon: 'ℹ' },
  tip: { alert: 'success', icon: '💡' },
  success: { alert: 'success', icon: '💡' },
  info: { alert: 'info', icon: 'ℹ️' },
  important: { alert: 'info', icon: 'ℹ️' },
  warning: { alert: 'warning', icon: '⚠️' },
  caution: { alert: 'warning', icon: '⚠️' },
  danger: { alert: 'danger', icon: '🔥' },
};

export default function Admonition({
  type,
  title,
  id,
  children,
}: {
  type: string;
  title?: string;
  id?: string;
  children?: ReactNode;
}) {
  const look = LOOK[type] ?? LOOK.info;
  return (
    <div
      id={id}
      className={clsx(
        'theme-admonition',
        `theme-admonition-${type}`,
        'alert',
        `alert--${look.alert}`,
        'admonition',
      )}
    >
      <div className="admonitionHeading">
        <span className="admonitionIcon" aria-hidden="true">
          {look.icon}
        </span>
        {title ?? type}
      </div>
      <div className="admonitionContent">{children}</div>
    </div>
  );
}

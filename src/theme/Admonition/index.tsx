// :::note / tip / info / warning / danger / caution blocks.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import IconDanger from '@theme/Admonition/Icon/Danger';
import IconInfo from '@theme/Admonition/Icon/Info';
import IconNote from '@theme/Admonition/Icon/Note';
import IconTip from '@theme/Admonition/Icon/Tip';
import IconWarning from '@theme/Admonition/Icon/Warning';

// Each icon is a theme component by name (@theme/Admonition/Icon/Note…), as in the reference, so a
// site's own icons replace them.
const LOOK: Record<string, { alert: string; Icon: typeof IconNote }> = {
  note: { alert: 'secondary', Icon: IconNote },
  secondary: { alert: 'secondary', Icon: IconNote },
  tip: { alert: 'success', Icon: IconTip },
  success: { alert: 'success', Icon: IconTip },
  info: { alert: 'info', Icon: IconInfo },
  important: { alert: 'info', Icon: IconInfo },
  warning: { alert: 'warning', Icon: IconWarning },
  caution: { alert: 'warning', Icon: IconWarning },
  danger: { alert: 'danger', Icon: IconDanger },
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
          <look.Icon />
        </span>
        {title ?? type}
      </div>
      <div className="admonitionContent">{children}</div>
    </div>
  );
}

// One tab's panel: Tabs (ours or a site's ejected one) renders each TabItem,
// telling the ones not selected they are `hidden`, as the reference's does.
import type { TabItemProps } from '@docgen/client/tabValues';

export type { TabItemProps };

export default function TabItem({ children, hidden, className }: TabItemProps) {
  return (
    <div role="tabpanel" className={className} hidden={hidden}>
      {children}
    </div>
  );
}

// One tab of <Tabs>; Tabs renders its children.
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  className?: string;
  /** Extra attributes of the tab's label (`<li>`). */
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

// One tab of <Tabs>; Tabs renders its children.
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  children?: ReactNode;
}

export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

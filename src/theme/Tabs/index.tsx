// <Tabs>/<TabItem>: accessible tabs; with `groupId` every Tabs of the group
// follows the choice, remembered under `docusaurus.tab.<groupId>`.
import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { storage } from '../../client/hooks';
import type { TabItemProps } from '../TabItem';

interface Props {
  children: ReactNode;
  defaultValue?: string;
  groupId?: string;
  className?: string;
  block?: boolean;
}

export default function Tabs({ children, defaultValue, groupId, className, block }: Props) {
  const items = Children.toArray(children).filter(isValidElement) as Array<
    ReactElement<TabItemProps>
  >;
  const values = items.map((i) => ({
    value: i.props.value,
    label: i.props.label ?? i.props.value,
  }));
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v.value))
      throw new Error(
        `Duplicate values "'${v.value}'" found in <Tabs>. Every value needs to be unique.`,
      );
    seen.add(v.value);
  }
  const initial =
    defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0]?.value;
  const [selected, setSelected] = useState(initial);
  const tabRefs = useRef<Array<HTMLLIElement | null>>([]);
  const key = groupId ? `docusaurus.tab.${groupId}` : undefined;

  useEffect(() => {
    if (!key) return;
    const apply = () => {
      const stored = storage.get(key);
      if (stored && values.some((v) => v.value === stored)) setSelected(stored);
    };
    apply();
    const onStorage = (e: StorageEvent) => e.key === key && apply();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
    // values are derived from children; the key identifies the group
  }, [key]);

  const select = (value: string) => {
    setSelected(value);
    if (key) storage.set(key, value);
  };
  return (
    <div className="theme-tabs-container tabs-container">
      <ul
        role="tablist"
        aria-orientation="horizontal"
        className={clsx('tabs', block && 'tabs--block', className)}
      >
        {values.map(({ value, label }, i) => (
          <li
            key={value}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            role="tab"
            tabIndex={selected === value ? 0 : -1}
            aria-selected={selected === value}
            className={clsx('tabs__item', selected === value && 'tabs__item--active')}
            onClick={() => select(value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') select(value);
              const move = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              if (move) tabRefs.current[(i + move + values.length) % values.length]?.focus();
            }}
          >
            {label}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        {items.map((item) => (
          <div
            key={item.props.value}
            role="tabpanel"
            hidden={item.props.value !== selected}
            className={item.props.className}
          >
            {item.props.children}
          </div>
        ))}
      </div>
    </div>
  );
}

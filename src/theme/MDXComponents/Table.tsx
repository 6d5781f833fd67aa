// Markdown tables scroll sideways when wider than the column (styles.css), so each one can
// take keyboard focus: a reader without a pointer can then scroll it with the arrow keys.
import type { ComponentProps } from 'react';

export default function MDXTable(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

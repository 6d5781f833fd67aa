// Task-list checkboxes (`- [x]`) need a name for assistive technology.
import type { ComponentProps } from 'react';

export default function MDXInput(props: ComponentProps<'input'>) {
  return props.type === 'checkbox' ? (
    <input aria-label={props.checked ? 'Done' : 'To do'} {...props} />
  ) : (
    <input {...props} />
  );
}

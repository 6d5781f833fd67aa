// Markdown lists, as they are (a module of its own so a site can override it by name;
// task lists are styled by their `contains-task-list` class).
import type { ComponentProps } from 'react';

export default function MDXUl(props: ComponentProps<'ul'>) {
  return <ul {...props} />;
}

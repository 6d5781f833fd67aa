// What `import styles from '@docusaurus/theme-classic/lib/theme/<Name>/styles.module.css'` gives
// here (a swizzled copy of a reference component keeps the original's styles that way): each class
// name is its own local name, the global class our theme's stylesheet already styles (`docItemCol`,
// `mainWrapper`...), so the copy looks as ours does wherever the names match.
const styles: Readonly<Record<string, string>> = new Proxy(
  {},
  { get: (_target, key) => (typeof key === 'string' ? key : undefined) },
);

export default styles;

// The server bundle's loader for stylesheets: prerendering needs no CSS (every
// import of one is for its side effect), so the module is empty.
export default function ignoreLoader(): string {
  return 'export {};';
}

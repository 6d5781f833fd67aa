// `!!raw-loader!./file`: the file's text as the module's default export.
export default function rawLoader(source: string): string {
  return `export default ${JSON.stringify(source)};`;
}

// MDX ESM nodes built by remark plugins: the imports and exports they add to a page's module.

/** An MDX ESM node holding one statement. */
export function esmNode(statement: Record<string, unknown>) {
  return {
    type: 'mdxjsEsm' as const,
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body: [statement] } },
  };
}

/** `import local from 'source'`. */
export function importDefault(local: string, source: string) {
  return esmNode({
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
    source: { type: 'Literal', value: source },
  });
}

// The compiled page's JSX runtime as one namespace import and a destructuring:
// `import * as _jsxRuntime from 'react/jsx-runtime'; const {jsx: _jsx, …} =
// _jsxRuntime;` instead of `import {jsx as _jsx, …}`. Webpack keeps a dependency,
// a module-graph connection and a code replacement for every use of an imported
// name, and a long page calls `_jsx` hundreds of times: about 227,000 of them in
// bundling a site of 1,000 pages (both compilations). A local binding has none,
// and minifies to a short name instead of `(0,x.jsx)` at every call.
import type { ImportDeclaration, ImportSpecifier, Program, VariableDeclaration } from 'estree';

const RUNTIME = /^react\/jsx(-dev)?-runtime$/;
const NAMESPACE = '_jsxRuntime';

export function recmaJsxNamespace() {
  return (tree: Program) => {
    const index = tree.body.findIndex(
      (node): node is ImportDeclaration =>
        node.type === 'ImportDeclaration' &&
        RUNTIME.test(String(node.source.value)) &&
        node.specifiers.length > 0 &&
        node.specifiers.every((s) => s.type === 'ImportSpecifier'),
    );
    if (index < 0) return;
    const declaration = tree.body[index] as ImportDeclaration;
    const namespace = { type: 'Identifier' as const, name: NAMESPACE };
    const bindings: VariableDeclaration = {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: {
            type: 'ObjectPattern',
            properties: (declaration.specifiers as ImportSpecifier[]).map((s) => ({
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
              key: s.imported,
              value: s.local,
            })),
          },
          init: namespace,
        },
      ],
    };
    tree.body.splice(
      index,
      1,
      { ...declaration, specifiers: [{ type: 'ImportNamespaceSpecifier', local: namespace }] },
      bindings,
    );
  };
}

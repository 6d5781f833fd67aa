// The packages the build loads on every run: the MDX stack (ES modules only), zod,
// and the front matter's gray-matter, js-yaml and minimatch. Listed here, in one
// module, so that index.ts can load them as one pre-bundled file.
// Nothing else imports these packages at run time: add a name here, then to
// the list in index.ts.
export { compile } from '@mdx-js/mdx';
export { valueToEstree } from 'estree-util-value-to-estree';
export { default as GithubSlugger } from 'github-slugger';
export { default as matter } from 'gray-matter';
export { toEstree } from 'hast-util-to-estree';
export { toHast } from 'mdast-util-to-hast';
export { load as loadYaml } from 'js-yaml';
export { minimatch } from 'minimatch';
export { toString } from 'mdast-util-to-string';
export { default as rehypeRaw } from 'rehype-raw';
export { default as remarkDirective } from 'remark-directive';
export { default as remarkGfm } from 'remark-gfm';
export { default as remarkMdx } from 'remark-mdx';
export { default as remarkParse } from 'remark-parse';
export { default as remarkRehype } from 'remark-rehype';
export { unified } from 'unified';
export { SKIP, visit } from 'unist-util-visit';
export { VFile } from 'vfile';
export { z } from 'zod';

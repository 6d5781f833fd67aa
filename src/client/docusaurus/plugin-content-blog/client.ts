// `@docusaurus/plugin-content-blog/client`: the blog post context, for a site's swizzled blog
// components.
export { BlogPostProvider, useBlogPost } from '../../blogPost';

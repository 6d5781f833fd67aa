// Markdown headings: the theme's Heading (anchor link, scroll margin).
export { default } from '@theme/Heading';

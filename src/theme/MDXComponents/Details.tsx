// `<details>` in Markdown: the theme's animated, accessible Details.
export { default } from '@theme/Details';

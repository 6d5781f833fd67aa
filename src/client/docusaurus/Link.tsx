// @docusaurus/Link
export { Link as default, type LinkProps } from '../Link';

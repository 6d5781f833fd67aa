// @docusaurus/Head
export { HeadFromChildren as default } from '../headChildren';

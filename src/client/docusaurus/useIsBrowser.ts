// @docusaurus/useIsBrowser
export { useIsBrowser as default } from '../hooks';

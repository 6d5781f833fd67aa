// @docusaurus/useBaseUrl
export { useBaseUrl as default, useBaseUrlUtils } from '../context';

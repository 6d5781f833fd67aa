// @docusaurus/router
export * from '../router';

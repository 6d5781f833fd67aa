// @docusaurus/useDocusaurusContext
export { useDocusaurusContext as default, type DocusaurusContext } from '../context';

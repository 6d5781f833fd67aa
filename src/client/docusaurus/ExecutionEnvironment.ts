// @docusaurus/ExecutionEnvironment
export { ExecutionEnvironment as default } from '../environment';

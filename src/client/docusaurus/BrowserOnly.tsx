// @docusaurus/BrowserOnly
export { BrowserOnly as default } from '../BrowserOnly';

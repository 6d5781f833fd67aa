// @docusaurus/Translate
export { Translate as default, translate } from '../translate';

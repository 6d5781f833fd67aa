// @docusaurus/Interpolate
export { Interpolate as default, interpolate } from '../interpolate';

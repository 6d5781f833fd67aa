// @docusaurus/useGlobalData
export { useGlobalData as default, usePluginData, useAllPluginInstancesData } from '../context';

// @docusaurus/theme-common/internal: what the reference's own theme components
// use beside the public API (swizzled copies of them import it from here).
export * from './index';
export { useNavbarMobileSidebar, useNavbarSecondaryMenu } from '../../navbarMobile';
export { useHideableNavbar } from '../../hideableNavbar';
export { useLockBodyScroll } from '../../hooks';
export { splitNavbarItems } from './split';
export { useTabs } from '../../tabs';
export { sanitizeTabsChildren, type TabItemProps, type TabValue } from '../../tabValues';
export {
  parseLanguage,
  parseCodeBlockTitle,
  containsLineNumbers,
  parseLines,
  getPrismCssVariables,
} from './codeBlock';
export { useCodeWordWrap } from './codeWordWrap';
export {
  useTreeifiedTOC,
  useFilteredAndTreeifiedTOC,
  type TOCTreeNode,
  type TOCHighlightConfig,
} from './toc';
export { isSamePath } from '../../sidebarItems';
export { useAnnouncementBar } from '../../announcementBar';
export { useHomePageRoute } from './homePageRoute';
// Where Docusaurus 3.0–3.4 kept the blog post context.
export { BlogPostProvider, useBlogPost } from '../../blogPost';

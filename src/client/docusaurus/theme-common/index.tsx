// @docusaurus/theme-common: the theme hooks and helpers swizzled components
// and site code import, over this runtime's own state (src/client).
import type { ReactNode } from 'react';
import { useDocusaurusContext } from '../../context';
import { Head } from '../../head';

export { useColorMode, type ColorMode, type ColorModeChoice } from '../../colorMode';
export { ThemeClassNames } from '../../themeClassNames';
export { usePluralForm } from '../../pluralForm';
export { PageMetadata, SearchMetadata } from '../../pageMetadata';
export { useWindowSize, usePrevious } from '../../hooks';
export { ErrorCauseBoundary } from '../../ErrorBoundary';
export { useCollapsible, Collapsible } from '../../collapsible';
export { NavbarSecondaryMenuFiller } from '../../navbarMobile';
export {
  ErrorBoundaryTryAgainButton,
  ErrorBoundaryError,
  ErrorBoundaryErrorMessageFallback,
} from '../../ErrorBoundary';
export { SkipToContentLink, SkipToContentFallbackId } from '../../skipToContent';
export { useScrollPositionBlocker } from '../../scrollPosition';
export { createStorageSlot, useStorageSlot, listStorageKeys } from '../../storage';
export { duplicates } from './duplicates';
export { isRegexpStringMatch, useSearchLinkCreator } from './search';
import type { PrismTheme } from './codeBlock';

/**
 * The Prism theme for an ejected CodeBlock's highlighter. Its colours are left out on purpose: the
 * site's `prism.theme` and `prism.darkTheme` are in the stylesheet (prism.css, by token class and
 * colour mode), which a highlighter's `token <type>` spans and the container's class pick up, so
 * code is coloured right in both modes from the first paint without shipping the themes to pages.
 */
const STYLESHEET_PRISM_THEME: PrismTheme = { plain: {}, styles: [] };

export function usePrismTheme(): PrismTheme {
  return STYLESHEET_PRISM_THEME;
}

export type ThemeConfig = ReturnType<typeof useDocusaurusContext>['siteConfig']['themeConfig'];

export function useThemeConfig(): ThemeConfig {
  return useDocusaurusContext().siteConfig.themeConfig;
}

/** Adds classes to <html> while its children are rendered (nested providers add up). */
export function HtmlClassNameProvider({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Head htmlClassName={className} />
      {children}
    </>
  );
}

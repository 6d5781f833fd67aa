// @docusaurus/theme-common: the theme hooks and helpers swizzled components
// and site code import, over this runtime's own state (src/client).
import type { ReactNode } from 'react';
import { useDocusaurusContext } from '../../context';
import { Head } from '../../head';

export { useColorMode, type ColorMode, type ColorModeChoice } from '../../colorMode';
export { ThemeClassNames } from '../../themeClassNames';
export { usePluralForm } from '../../pluralForm';
export { PageMetadata } from '../../pageMetadata';
export { useWindowSize } from '../../hooks';
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
export { duplicates } from './duplicates';

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

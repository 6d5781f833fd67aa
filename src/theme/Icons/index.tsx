// Inline SVG icons used by the chrome.

// The ones a site's swizzled components import by the reference's names live there.
export { default as IconClose } from '@theme/Icon/Close';
export { default as IconMenu } from '@theme/Icon/Menu';
export { default as IconExternalLink } from '@theme/Icon/ExternalLink';
export { default as IconLanguage } from '@theme/Icon/Language';
export { default as IconLightMode } from '@theme/Icon/LightMode';
export { default as IconDarkMode } from '@theme/Icon/DarkMode';
export { default as IconHome } from '@theme/Icon/Home';

export function IconArrowUp() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
      <path fill="currentColor" d="M12 4l-8 8h5v8h6v-8h5z" />
    </svg>
  );
}

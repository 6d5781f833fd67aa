// Scripts inlined at the top of <body> so the colour mode and the announcement
// bar's dismissal apply before the first paint (no flash).
import type { SiteConfig } from '../config/schema';

/** `localStorage.getItem("theme")`, in the site's storage and with its key suffix. */
const storedItem = ({ storage }: SiteConfig, key: string) =>
  `${storage.type}.getItem(${JSON.stringify(key + storage.namespace)})`;

export function colorModeScript(config: SiteConfig): string {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = config.colorMode;
  return `(function(){var d=document.documentElement;function q(k){try{return new URLSearchParams(location.search).get(k)}catch(e){return null}}function s(){try{return ${storedItem(config, 'theme')}}catch(e){return null}}var fallback=${JSON.stringify(defaultMode)};${
    respectPrefersColorScheme
      ? `if(window.matchMedia('(prefers-color-scheme: dark)').matches)fallback='dark';`
      : ''
  }var t=${disableSwitch ? 'null' : `q('docusaurus-theme')||s()`};d.setAttribute('data-theme',t==='dark'||t==='light'?t:fallback);d.setAttribute('data-theme-choice',t==='dark'||t==='light'?t:${respectPrefersColorScheme ? `'system'` : 'fallback'});try{new URLSearchParams(location.search).forEach(function(v,k){if(k.indexOf('docusaurus-data-')===0)d.setAttribute('data-'+k.slice(16),v)})}catch(e){}})();`;
}

export function announcementScript(config: SiteConfig): string {
  return `(function(){try{var v=${storedItem(config, 'docusaurus.announcement.dismiss')}}catch(e){}document.documentElement.setAttribute('data-announcement-bar-initially-dismissed',v==='true')})();`;
}

export function gtagHeadTags(config: SiteConfig): string {
  if (!config.gtag) return '';
  const id = config.gtag.trackingID;
  const options = config.gtag.anonymizeIP ? `{'anonymize_ip':true}` : '{}';
  return (
    `<link rel="preconnect" href="https://www.google-analytics.com"><link rel="preconnect" href="https://www.googletagmanager.com">` +
    `<script async src="https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}"></script>` +
    `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)},${options});</script>`
  );
}

/** Google Tag Manager's head snippet (its loader script), as its plugin writes it. */
export function tagManagerHeadTags(config: SiteConfig): string {
  if (!config.googleTagManager) return '';
  const id = JSON.stringify(config.googleTagManager.containerId);
  return (
    `<link rel="preconnect" href="https://www.googletagmanager.com">` +
    `<script>window.dataLayer=window.dataLayer||[];</script>` +
    `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${id});</script>`
  );
}

/** Its frame for readers without scripts, first in the body. */
export function tagManagerNoscript(config: SiteConfig): string {
  if (!config.googleTagManager) return '';
  const id = encodeURIComponent(config.googleTagManager.containerId);
  return `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${id}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`;
}

/**
 * The home page's notice for a site deployed under the wrong baseUrl, as the reference shows it: run
 * at DOMContentLoaded, it inserts the banner only when the site's scripts did not run (they set
 * `window.docusaurus`); the theme's CSS hides it, so it shows only when neither loaded.
 */
export function baseUrlIssueBannerScript(baseUrl: string): string {
  const configured = `${baseUrl}${baseUrl === '/' ? ' (default value)' : ''}`;
  const banner =
    '<div id="__docusaurus-base-url-issue-banner" style="border:thick solid red;background-color:rgb(255,230,179);margin:20px;padding:20px;font-size:20px">' +
    '<p style="font-weight:bold;font-size:30px">Your Docusaurus site did not load properly.</p>' +
    '<p>A very common reason is a wrong site <a href="https://docusaurus.io/docs/docusaurus.config.js/#baseUrl" style="font-weight:bold">baseUrl configuration</a>.</p>' +
    `<p>Current configured baseUrl = <span style="font-weight:bold;color:red">${escapeHtml(configured)}</span></p>` +
    '<p>We suggest trying baseUrl = <span id="__docusaurus-base-url-issue-banner-suggestion-container" style="font-weight:bold;color:green"></span></p>' +
    '</div>';
  return `document.addEventListener('DOMContentLoaded',function(){if(window.docusaurus!==undefined)return;var c=document.createElement('div');c.id='__docusaurus-base-url-issue-banner-container';c.innerHTML=${JSON.stringify(banner).replace(/</g, '\\u003c')};document.body.prepend(c);var p=location.pathname;document.getElementById('__docusaurus-base-url-issue-banner-suggestion-container').textContent=p.slice(-1)==='/'?p:p+'/'});`;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The files a site's code, MDX or Markdown links bundle as assets (their import is their URL), by
// kind, with the reference's folders: images, fonts, media (video and audio), other files.
export const IMAGE_FILES = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;
export const FONT_FILES = /\.(woff2?|ttf|otf|eot)$/i;
export const MEDIA_FILES =
  /\.(mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac)$/i;
export const OTHER_FILES = /\.(pdf|docx?|xlsx?|zip|rar|csv|txt)$/i;

/** Every asset kind above. */
export const ASSET_FILES = new RegExp(
  [IMAGE_FILES, FONT_FILES, MEDIA_FILES, OTHER_FILES].map((r) => `(?:${r.source})`).join('|'),
  'i',
);

/** What a Markdown link to a file beside the page bundles (a font is not linked to). */
export const LINKED_FILES = new RegExp(
  [IMAGE_FILES, MEDIA_FILES, OTHER_FILES].map((r) => `(?:${r.source})`).join('|'),
  'i',
);

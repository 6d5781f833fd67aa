// `import picture from './picture.png?responsive'` (see src/core/images/loader.ts).
declare module '*?responsive' {
  const image: import('./types').ResponsiveImage;
  export default image;
}

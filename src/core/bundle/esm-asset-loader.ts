// A file reached through require(): re-exported as an ES module whose default
// export is the URL the asset rules give it, so `require('./x.png').default` works.
export default function esmAssetLoader(this: { resourcePath: string; resourceQuery: string }) {
  const request = JSON.stringify(this.resourcePath + this.resourceQuery);
  return `import url from ${request};\nexport default url;\n`;
}

// The names the client bundle's prerendering entry goes by: its chunk group, and the property of
// the chunk loader's global its exports are left on (webpack.config.ts, prerender.ts).
export const PRERENDER_ENTRY = 'prerender';
export const PRERENDER_GLOBAL = 'docgenPrerender';

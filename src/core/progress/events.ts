// What a build reports while it works: which phase it is in and how far along.
// build() emits these; a reporter (src/core/progress/reporter.ts) shows them.

export type BuildPhase =
  'load' | 'content' | 'bundle' | 'prerender' | 'links' | 'search' | 'postBuild';

export type ProgressEvent =
  | { phase: BuildPhase; kind: 'start'; total?: number }
  | { phase: BuildPhase; kind: 'advance'; done: number; total: number; detail?: string }
  | { phase: BuildPhase; kind: 'end'; ms: number };

export type OnProgress = (event: ProgressEvent) => void;

export const PHASE_LABELS: Record<BuildPhase, string> = {
  load: 'Loading content',
  content: 'Compiling the changed Markdown alone',
  bundle: 'Bundling',
  prerender: 'Prerendering pages',
  links: 'Checking links',
  // Each page's records are written with it (in prerender); this phase closes the file.
  search: 'Finishing search records',
  postBuild: "Running the site's plugins' postBuild",
};

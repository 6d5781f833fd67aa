// The browser tests' helpers: build, serve and browse fixture sites (scripts/lib/harness.ts).
export * from '../../scripts/lib/harness';
